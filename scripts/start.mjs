#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (migrations and the demo tenant's seed run inside it) serving the app and the API on PORT.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webDir = join(root, "apps/web");
const builtIndex = join(webDir, "dist/index.html");

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
};

const webSources = ["src", "public", "index.html", "vite.config.ts"].map((name) => join(webDir, name));
const sharedSources = join(root, "packages/shared/src");
const sourcesChanged = () => {
  const built = newestMtime(builtIndex);
  return Math.max(...webSources.map(newestMtime), newestMtime(sharedSources)) > built;
};

if (!existsSync(builtIndex) || process.argv.includes("--rebuild") || sourcesChanged()) {
  console.log("Building the web app (apps/web)...");
  const build = spawnSync("npm", ["run", "build", "-w", "@quadra/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
