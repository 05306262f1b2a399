import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * Real SMTP when `SMTP_URL` is set (smtp://user:pass@host:port, smtps:// for TLS). Without it the
 * message is written to the log, so a newcomer's password-reset link is still reachable.
 */
export const createMailer = ({
  smtpUrl,
  from,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer => {
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      if (!smtpUrl)
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          "mail (no SMTP_URL set)",
        );
      else log.debug({ messageId: info.messageId }, "mail sent");
    },
    close: () => transport.close(),
  };
};
