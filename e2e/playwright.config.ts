import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_MASTER_PASSWORD = "e2e-senha-do-master";
/** The server's data folder (relative to the repository), one per port. */
const DATA_DIR = `.data-e2e-${PORT}`;
/** What the server mailed, one JSON line per message (e2e/mailServer.ts writes it, support.ts `mailTo` reads it). */
export const E2E_MAILBOX = fileURLToPath(new URL(`../${DATA_DIR}/mailbox.jsonl`, import.meta.url));

/**
 * End-to-end tests drive the built app (npm run build) served by the real server on a fresh PGlite
 * data directory, in Debian's Chromium (never a browser downloaded by a test tool).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  // On CI the browser suite runs in two shards beside the server suites on two cores: a heavy step
  // (a competition's standings, a generated table) may take longer than on a quiet machine.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // npm test runs two shards at once: each keeps its traces in its own folder (Playwright empties
  // its output folder when a run starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  // npm test asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace snapshots the page at every step, passing or not: on CI, where the two cores
    // are the limit, only a failed test's retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    // One data folder per port, so two runs on one machine (E2E_PORT, QUADRA_WEB_DIST) never share it.
    // The server sends real SMTP to a local mailbox started beside it in the same process, which
    // keeps the messages in that folder for the specs to read (a new person's password link).
    command: `rm -rf ${DATA_DIR} && node --import tsx e2e/mailServer.ts`,
    cwd: "..",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      QUADRA_DATA_DIR: DATA_DIR,
      QUADRA_ADMIN_PASSWORD: E2E_MASTER_PASSWORD,
      // The specs make the records they test and count them on a tenant without the demonstration
      // set (its required document types and people would be counted too).
      QUADRA_SEED_DEMO_DATA: "0",
      // Recurring charges run when staff press "Executar agora": a tick every five minutes would run
      // the specs' recurrences between their steps (a sample recurrence could no longer be deleted).
      QUADRA_RECURRENCE_TICK_MS: "0",
      // The registers' daily sweep (expiries, renewal reminders) would expire the specs' entries
      // and send their reminders between steps: specs that need it run it themselves.
      QUADRA_REGISTERS_TICK_MS: "0",
      RATE_LIMIT_AUTH_MAX: "10000",
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      // The payments spec starts a gateway's fake on 127.0.0.1, reached over plain http.
      PAYMENTS_INSECURE_HOSTS: "127.0.0.1",
    },
  },
});
