#!/usr/bin/env node
// `npm test`: every suite, each counted:
//   - the web app built and driven in Debian's Chromium by Playwright, in the foreground;
//   - beside it, one after the other in the background: the server's whole integration suite on
//     PostgreSQL (DATABASE_URL, default 127.0.0.1:5432/test), the database production runs on; the
//     unit tests (shared, engine, web); the embedded database's own checks on PGlite (migrations,
//     start-up and the demo seed, bulk copy, notifications, row-level security, a generic CRUD
//     round). Where PostgreSQL cannot be reached (a laptop without one), the whole server suite
//     runs on PGlite instead, so nothing goes untested.
// The server suite runs once rather than on both databases (it used to), and the Vitest suites run
// beside the browser suite rather than before it: the CI run must stay under 40 minutes
// (docs/decisions.md, "The server suite runs once, on PostgreSQL").
// It ends with one line "tests: N passed, N failed" and fails when any suite fails.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "quadra-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];

const run = (name, command, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failedSuites.push(name);
  return result.status === 0;
};

const countVitest = (file, suite) => {
  if (!existsSync(file)) return failedSuites.includes(suite) || failedSuites.push(suite);
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
};

const vitestJson = (file) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];

/** Server test files whose subject behaves differently on the embedded PGlite than on PostgreSQL. */
const EMBEDDED_CHECKS = [
  "test/resourceMigrations.test.ts",
  "test/seed.test.ts",
  "test/demoSeed.test.ts",
  "test/webAppServing.test.ts",
  "test/resources.test.ts",
  "test/tenancy.test.ts",
  "test/realtime.test.ts",
  "test/peopleImportBatches.test.ts",
  "test/bulkInsert.test.ts",
  "test/competitions.test.ts",
];

const postgresReachable = () =>
  spawnSync("node", ["scripts/with-postgres.mjs", "node", "-e", ""], { stdio: "ignore" }).status === 0;
const onPostgres = process.env.QUADRA_SKIP_PG !== "1" && postgresReachable();

const embedded = onPostgres ? "server on PGlite (embedded database checks)" : "server integration (PGlite)";
if (!onPostgres)
  console.log("\n(PostgreSQL not reachable or QUADRA_SKIP_PG=1: the whole server suite runs on PGlite)");

/**
 * Files whose checks read the whole database (every tenant's rows), which other files writing at
 * the same time would change: they run alone, after the rest.
 */
const WHOLE_DATABASE_CHECKS = ["test/guards.test.ts"];

/**
 * Every Vitest suite, one after the other in the background, beside the browser suite: a browser
 * driven by one worker leaves the CPU idle much of the time (it waits on pages and timeouts), and
 * the server's files mostly wait on the database. First the server suite on PostgreSQL, three files
 * at once (Vitest's default on two cores is one), then the whole-database checks alone, then the
 * unit tests (two files at once) and the embedded database's checks, which end long before the
 * browser suite does. Each step's output goes to a file, printed when the chain ends.
 */
const startVitestSuites = () => {
  const vitestOn = (file, args) => ["npx vitest run", ...args, ...vitestJson(file)].join(" ");
  const onPg = (command) => `node scripts/with-postgres.mjs ${command}`;
  const steps = [
    ...(onPostgres
      ? [
          {
            name: "server integration (PostgreSQL)",
            report: join(out, "vitest-pg.json"),
            wrap: onPg,
            args: [
              "--project server",
              "--maxWorkers=3",
              ...WHOLE_DATABASE_CHECKS.map((file) => `--exclude '**/${file}'`),
            ],
          },
          {
            name: "server integration (PostgreSQL, whole-database checks)",
            report: join(out, "vitest-pg-alone.json"),
            wrap: onPg,
            args: ["--project server", ...WHOLE_DATABASE_CHECKS],
          },
        ]
      : []),
    {
      name: "unit (shared, engine, web)",
      report: join(out, "vitest-unit.json"),
      args: ["--project shared", "--project engine", "--project web", "--maxWorkers=2"],
    },
    {
      name: embedded,
      report: join(out, "vitest-pglite.json"),
      args: ["--project server", ...(onPostgres ? EMBEDDED_CHECKS : [])],
    },
  ].map((step, index) => ({
    ...step,
    log: join(out, `step-${index}.log`),
    rc: join(out, `step-${index}.rc`),
  }));
  const script = steps
    .map((step) => {
      const command = vitestOn(step.report, step.args);
      return `${step.wrap ? step.wrap(command) : command} > '${step.log}' 2>&1; echo $? > '${step.rc}'`;
    })
    .join("; ");
  const child = spawn("sh", ["-c", script], { stdio: "ignore", env: process.env });
  const done = new Promise((resolve) => child.on("exit", resolve));
  return async () => {
    await done;
    for (const step of steps) {
      console.log(`\n=== ${step.name} ===`);
      if (existsSync(step.log)) process.stdout.write(readFileSync(step.log, "utf8"));
      const status = existsSync(step.rc) ? Number(readFileSync(step.rc, "utf8").trim()) : 1;
      if (status !== 0) failedSuites.push(step.name);
      countVitest(step.report, step.name);
    }
  };
};

const vitestSuites = startVitestSuites();
const built =
  process.env.QUADRA_SKIP_E2E === "1"
    ? false
    : run("web build", "npm", ["run", "build", "-w", "@quadra/web"]);

if (process.env.QUADRA_SKIP_E2E === "1") console.log("\n(skipping end-to-end: QUADRA_SKIP_E2E=1)");
else if (built) {
  const report = join(out, "playwright.json");
  run("end-to-end (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, "utf8")).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
}
await vitestSuites();

if (failedSuites.length) console.log(`\nFailed suites: ${failedSuites.join(", ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
