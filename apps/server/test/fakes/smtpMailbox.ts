import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the local SMTP server received it, with its headers and text decoded. */
export type CapturedMail = { to: string[]; subject: string; text: string; raw: string };

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes subjects. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );

/** Splits a single-part message as nodemailer writes it for a text-only mail. */
const parseMail = (raw: string, to: string[]): CapturedMail => {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split("\r\n")
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { to, subject: decodeWords(header("Subject")), text: text.replace(/\r\n/g, "\n"), raw };
};

/**
 * A real SMTP server on a local port (a random one unless `port` is given) that keeps what it
 * receives and hands each message to `onMessage` (the browser suite's mail server writes it where
 * a spec reads it: e2e/mailServer.ts). STARTTLS is off, so nodemailer speaks plain SMTP to it with
 * an ordinary `smtp://127.0.0.1:<port>` URL.
 */
export const startMailbox = async ({
  port: wanted = 0,
  onMessage,
}: {
  port?: number;
  onMessage?: (mail: CapturedMail) => void;
} = {}) => {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), to);
        messages.push(mail);
        onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(wanted, "127.0.0.1", () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The messages sent to one address, oldest first. */
    to: (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
};
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The first `<origin>/login?reset=<token>&client=<code>` link of a mail. */
export const resetLinkOf = (mail: Pick<CapturedMail, "text"> | undefined) => {
  const match = /(\S+)\/login\?reset=([^&\s]+)&client=([^\s&]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no reset link in: ${mail?.text}`);
  return {
    link: match[0],
    origin: match[1]!,
    token: decodeURIComponent(match[2]!),
    client: decodeURIComponent(match[3]!),
  };
};
