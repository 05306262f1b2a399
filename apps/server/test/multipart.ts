import { randomBytes } from "node:crypto";

/**
 * A multipart/form-data body as a browser sends it, for `app.inject`: fields and files in the given
 * order. `contentType` of a file is the browser's claim, which the server never trusts.
 */
export const multipartBody = (
  parts: (
    | { field: string; value: string }
    | { field: string; filename: string; content: Buffer | string; contentType?: string }
  )[],
) => {
  const boundary = `----quadra${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
      );
      continue;
    }
    chunks.push(
      Buffer.from(
        `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};
