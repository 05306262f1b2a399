import { defineConfig } from "vitest/config";

// One config, one project per workspace package, so `vitest run --project server` can re-run the
// server's integration tests against PostgreSQL while the default run uses PGlite.
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
