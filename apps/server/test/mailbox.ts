import type { ServerConfig } from "../src/config.ts";
import { startMailbox } from "./fakes/smtpMailbox.ts";
import { startTestServer } from "./harness.ts";

export { type CapturedMail, type Mailbox, resetLinkOf, startMailbox } from "./fakes/smtpMailbox.ts";

/** A test server whose mail goes to a fresh local mailbox; `close` stops both. */
export const startServerWithMailbox = async (config: Partial<ServerConfig> = {}) => {
  const mailbox = await startMailbox();
  const server = await startTestServer({ config: { ...config, smtpUrl: mailbox.url } });
  const close = async () => {
    await server.close();
    await mailbox.close();
  };
  return { server, mailbox, close };
};
