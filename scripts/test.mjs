#!/usr/bin/env node
// `npm test`: every suite, in order, each counted:
//   1. unit and API integration tests on the embedded PGlite (all Vitest projects);
//   2. the server's integration tests again on PostgreSQL (DATABASE_URL, default 127.0.0.1:5432/test);
//   3. the web app built and driven in Debian's Chromium by Playwright.
// It ends with one line "tests: N passed, N failed" and fails when any suite fails.
import { spawnSync } from "node:child_process";
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

run("unit + integration (PGlite)", "npx", ["vitest", "run", ...vitestJson(join(out, "vitest.json"))]);
countVitest(join(out, "vitest.json"), "unit + integration (PGlite)");

if (process.env.QUADRA_SKIP_PG === "1") console.log("\n(skipping PostgreSQL: QUADRA_SKIP_PG=1)");
else {
  run("server integration (PostgreSQL)", "node", [
    "scripts/with-postgres.mjs",
    "vitest",
    "run",
    "--project",
    "server",
    ...vitestJson(join(out, "vitest-pg.json")),
  ]);
  countVitest(join(out, "vitest-pg.json"), "server integration (PostgreSQL)");
}

if (process.env.QUADRA_SKIP_E2E === "1") console.log("\n(skipping end-to-end: QUADRA_SKIP_E2E=1)");
else if (run("web build", "npm", ["run", "build", "-w", "@quadra/web"])) {
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

if (failedSuites.length) console.log(`\nFailed suites: ${failedSuites.join(", ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
