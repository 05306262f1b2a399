#!/usr/bin/env node
// `npm test`: every suite, each counted:
//   - the web app built and driven in Debian's Chromium by Playwright, in the foreground, in two
//     shards at once (each with its own server and database);
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
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "quadra-test-"));
const startedAt = Date.now();
/** Minutes and seconds since `npm test` started: when each suite ended, printed at the end. */
const sinceStart = (at) => {
  const seconds = Math.round((at - startedAt) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s after the start`;
};
const ended = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];

const run = (name, command, args, env = {}) => {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failedSuites.push(name);
  return result.status === 0;
};

/**
 * Each failed test, named with its file and the first lines of its error: printed again at the very
 * end, where a CI log cut to its tail still shows them (the suites' own logs come before).
 */
const failures = [];
const firstLines = (text) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes start with ESC
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .slice(0, 6)
    .join("\n    ");

const countVitest = (file, suite) => {
  if (!existsSync(file)) return failedSuites.includes(suite) || failedSuites.push(suite);
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const fileResult of report.testResults ?? []) {
    const name = fileResult.name.replace(`${process.cwd()}/`, "");
    const failed = (fileResult.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      failures.push(`[${suite}] ${name} › ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (!failed.length && fileResult.status === "failed")
      failures.push(`[${suite}] ${name}\n    ${firstLines(fileResult.message)}`);
  }
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
    ended: join(out, `step-${index}.ended`),
  }));
  const script = steps
    .map((step) => {
      const command = vitestOn(step.report, step.args);
      return `${step.wrap ? step.wrap(command) : command} > '${step.log}' 2>&1; echo $? > '${step.rc}'; date +%s > '${step.ended}'`;
    })
    .join("; ");
  // At a lower priority than the browser suite: its specs wait on pages under timeouts, the Vitest
  // files mostly on the database, so the CPU goes first to the browsers and the servers they drive.
  const child = spawn("nice", ["-n", "10", "sh", "-c", script], { stdio: "ignore", env: process.env });
  const done = new Promise((resolve) => child.on("exit", resolve));
  return async () => {
    await done;
    for (const step of steps) {
      console.log(`\n=== ${step.name} ===`);
      if (existsSync(step.ended))
        ended.push(`${step.name}: ended ${sinceStart(Number(readFileSync(step.ended, "utf8")) * 1000)}`);
      if (existsSync(step.log)) process.stdout.write(readFileSync(step.log, "utf8"));
      const status = existsSync(step.rc) ? Number(readFileSync(step.rc, "utf8").trim()) : 1;
      if (status !== 0) failedSuites.push(step.name);
      countVitest(step.report, step.name);
    }
  };
};

/**
 * The browser suite in two shards at once, each its own Playwright run against its own server (own
 * port, own PGlite data folder, own demo tenant), so no spec sees another's records or module
 * switches. Spec files are dealt to the lighter shard, heaviest first, by the seconds each took in
 * the last measured run (e2e/specSeconds.json; a new spec counts a minute until measured). Each line
 * of output carries its shard's tag; each shard writes its own JSON report, counted at the end.
 */
const runBrowserShards = async () => {
  const seconds = JSON.parse(readFileSync("e2e/specSeconds.json", "utf8"));
  // The generic resource suite and the every-screen walk are most of the browser suite's time: each
  // shard runs half of each (E2E_RESOURCES_PART in resourcesAll.spec.ts, E2E_SCREENS_PART in
  // everyScreen.spec.ts); the other files are dealt whole.
  const SPLIT = ["resourcesAll.spec.ts", "everyScreen.spec.ts"];
  const specs = readdirSync("e2e")
    .filter((file) => file.endsWith(".spec.ts") && !SPLIT.includes(file))
    .map((file) => ({ file, weight: seconds[file] ?? 60 }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const half = SPLIT.reduce((sum, file) => sum + (seconds[file] ?? 60) / 2, 0);
  const shards = [
    { files: SPLIT.map((file) => `e2e/${file}`), weight: half },
    { files: SPLIT.map((file) => `e2e/${file}`), weight: half },
  ];
  for (const spec of specs) {
    const lighter = shards[0].weight <= shards[1].weight ? shards[0] : shards[1];
    lighter.files.push(`e2e/${spec.file}`);
    lighter.weight += spec.weight;
  }
  const basePort = Number(process.env.E2E_PORT ?? 4310);
  console.log("\n=== end-to-end (Playwright, Chromium, two shards) ===");
  const runs = shards.map((shard, index) => {
    const tag = `[e2e ${index + 1}] `;
    const report = join(out, `playwright-${index + 1}.json`);
    console.log(`${tag}${shard.files.length} files, about ${Math.round(shard.weight / 60)} min`);
    const child = spawn("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...shard.files], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        E2E_PORT: String(basePort + index),
        E2E_RESOURCES_PART: `${index + 1}/${shards.length}`,
        E2E_SCREENS_PART: `${index + 1}/${shards.length}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        // Each shard's failures keep their traces apart.
        E2E_OUTPUT_DIR: join(out, `test-results-${index + 1}`),
      },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`${tag}${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`${tag}${rest}\n`));
    }
    return new Promise((resolve) =>
      child.on("exit", (code) => {
        ended.push(`end-to-end ${tag.trim()}: ended ${sinceStart(Date.now())}`);
        resolve({ code, report, tag });
      }),
    );
  });
  const measured = {};
  for (const { code, report, tag } of await Promise.all(runs)) {
    if (code !== 0) failedSuites.push(`end-to-end ${tag.trim()}`);
    if (!existsSync(report)) continue;
    const json = JSON.parse(readFileSync(report, "utf8"));
    for (const suite of json.suites ?? []) {
      const file = suite.file.split("/").pop();
      measured[file] = (measured[file] ?? 0) + Math.round(suiteMs(suite) / 1000);
    }
    console.log(`${tag}took ${Math.round((json.stats?.duration ?? 0) / 60_000)} min`);
    for (const failed of failedSpecs(json.suites ?? []))
      failures.push(
        `[end-to-end ${tag.trim()}] ${failed.file} › ${failed.title}\n    ${firstLines(failed.error)}`,
      );
    const stats = json.stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
  // What the next deal should weigh: copy it over e2e/specSeconds.json when the specs change much.
  const file = join(out, "specSeconds.json");
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort()), null, 2)}\n`);
  console.log(`\nseconds per spec file, measured: ${file}`);
};

/** The tests of a Playwright report that did not pass in the end (a retry that passed is flaky, not failed). */
const failedSpecs = (suites) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => ({
          file: spec.file,
          title: spec.title,
          error: test.results.at(-1)?.errors?.[0]?.message ?? test.results.at(-1)?.error?.message,
        })),
    ),
    ...failedSpecs(suite.suites ?? []),
  ]);

/** The time a report's file suite took: every result of every test in it and its nested suites. */
const suiteMs = (suite) =>
  (suite.specs ?? []).reduce(
    (sum, spec) =>
      sum +
      spec.tests.reduce((all, test) => all + test.results.reduce((ms, result) => ms + result.duration, 0), 0),
    0,
  ) + (suite.suites ?? []).reduce((sum, child) => sum + suiteMs(child), 0);

const vitestSuites = startVitestSuites();
const built =
  process.env.QUADRA_SKIP_E2E === "1"
    ? false
    : run("web build", "npm", ["run", "build", "-w", "@quadra/web"]);

if (process.env.QUADRA_SKIP_E2E === "1") console.log("\n(skipping end-to-end: QUADRA_SKIP_E2E=1)");
else if (built) await runBrowserShards();
await vitestSuites();

console.log(`\nWhen each suite ended (the run's time is the latest):\n${ended.join("\n")}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.join("\n")}`);
if (failedSuites.length) console.log(`\nFailed suites: ${failedSuites.join(", ")}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
