import { appendFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { startMailbox } from "../apps/server/test/fakes/smtpMailbox.ts";

/**
 * The browser suite's server with a real mailbox beside it (the webServer of playwright.config.ts):
 * a local SMTP server on a free port receives what the server mails (SMTP_URL points at it, so the
 * server sends real SMTP as in production), and writes each message, one JSON line, to
 * `<data dir>/mailbox.jsonl`, where a spec reads it (support.ts `mailTo`): a new person's
 * password link, a decision. One per shard: each shard's server has its own data folder.
 * Then the server itself starts in this process, as `node apps/server/src/main.ts` would.
 */
const dataDir = resolve(process.env.QUADRA_DATA_DIR ?? "./data");
mkdirSync(dataDir, { recursive: true });
const file = join(dataDir, "mailbox.jsonl");
const mailbox = await startMailbox({
  onMessage: (mail) =>
    appendFileSync(file, `${JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text })}\n`),
});
process.env.SMTP_URL = mailbox.url;
await import("../apps/server/src/main.ts");
