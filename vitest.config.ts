import { defineConfig } from "vitest/config";

// One config, one project per workspace package, so `vitest run --project server` can re-run the
// server's integration tests against PostgreSQL while the default run uses PGlite.
//
// Vitest runs one file at a time on a two-core machine (its default is the cores less one).
// `npm test` (scripts/test.mjs) runs the unit projects two files at once with --maxWorkers=2: a
// per-project maxWorkers would need a sequence.groupOrder of its own per project.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "packages/shared", include: ["src/**/*.test.ts"] } },
      {
        test: { name: "engine", root: "packages/engine", include: ["src/**/*.test.ts", "test/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          // Generous: `npm test` runs this suite niced beside the browser suite, where a test that
          // takes 3 s alone took up to ten times that (CI's PostgreSQL step, 2026-11-26). A test
          // that hangs still fails, only later.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: "forks",
          // One worker keeps the server's modules loaded from file to file: importing the whole
          // server again for each of ~110 files cost about ten CPU-minutes of the PostgreSQL suite.
          // Every file makes its own server, database and tenants; a file that mocks a module
          // loads the server anew itself (exportFailure.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          // Vitest's 5 s is short for a screen typed into beside CI's browser suite: two tests that
          // take under a second alone timed out there (2026-11-26).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
