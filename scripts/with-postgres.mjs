#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at PostgreSQL (default: the machine's 127.0.0.1:5432,
// database `test`), after checking that it answers. Used by `npm run test:pg`.
import { spawnSync } from "node:child_process";
import pg from "pg";

const url = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  console.error("Start it, or set DATABASE_URL to a server you can use.");
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(
  command === "vitest" ? "npx" : command,
  command === "vitest" ? ["vitest", ...args] : args,
  {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url },
  },
);
process.exit(result.status ?? 1);
