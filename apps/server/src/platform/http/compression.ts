import compress from "@fastify/compress";
import type { App } from "./types.ts";

/**
 * What is worth compressing on the fly: JSON, text (but not the realtime event stream, which must
 * reach the browser message by message), JavaScript, CSS, SVG and XML. Images, PDFs and other
 * binary files are compressed already or stream straight from storage.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[/+]json(?:;|$)|javascript(?:;|$)|[/+]xml(?:;|$)|^image\/svg\+xml(?:;|$)/;

/**
 * Negotiated br/gzip for the API's answers (and any web app file the build did not precompress).
 * Registered before the web app: the files with a `.br`/`.gz` next to them go as they are.
 * Small answers (under 1 KiB) are not worth the work; hijacked replies (the realtime stream, the
 * streamed exports) never pass through it.
 */
export const registerCompression = async (app: App) => {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    // Request bodies stay as sent: no client of ours compresses them, and inflating them would let a
    // small upload grow past the body limit's intent.
    globalDecompression: false,
  });
};
