import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser downloads; source maps are left alone (only developer tools read them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
};

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) next to each text
 * file of `dir`, when smaller than the file: the server sends them as they are (@fastify/static's
 * preCompressed), so nothing is compressed per request. Returns the files written.
 */
export const precompressFolder = async (dir: string) => {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written: string[] = [];
  // A few at a time: zlib runs them on libuv's pool, and a large folder would hold every file at once.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = await readFile(file);
      const size = (await stat(file)).size;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      for (const [suffix, compressed] of [
        [".br", br],
        [".gz", gz],
      ] as const) {
        if (compressed.length >= size) continue;
        await writeFile(`${file}${suffix}`, compressed);
        written.push(`${file}${suffix}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
};

/**
 * Precompresses the build's output once everything is written, the service worker included (so it
 * runs after vite-plugin-pwa's own closing step).
 */
export const precompress = (): Plugin => {
  let outDir = "";
  return {
    name: "quadra:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const written = await precompressFolder(outDir);
        this.info(`precompressed ${written.length} files (.br, .gz)`);
      },
    },
  };
};
