import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { minify, type Plugin } from "vite";

/**
 * Writes /early-requests.js (index.html loads it before the app) from early-requests.js beside
 * this file, with the file names the build gave the login's, the home's and the frame's chunks
 * (startChunks.ts), TanStack Query's (vite.config.ts) and the other screens' texts', so it can preload
 * the first screen's chunks at once instead of after the entry has run; and the script it loads on a
 * signed-in visit to / (home-cards.js), under a name with its content's hash (served immutable).
 */
export const earlyRequests = (): Plugin => ({
  name: "quadra-early-requests",
  apply: "build",
  async generateBundle(_options, bundle) {
    const chunkFile = (name: string) =>
      Object.values(bundle).find((file) => file.type === "chunk" && file.name === name)?.fileName;
    // Minified (oxc, as the chunks are): the login waits for early-requests.js, and its comments and
    // names were half of its gzipped size.
    const minified = async (name: string, source: string) => {
      const result = await minify(name, source, {});
      if (result.errors.length) this.error(`${name}: ${result.errors[0]!.message}`);
      return result.code;
    };
    const cards = await minified(
      "home-cards.js",
      readFileSync(new URL("./home-cards.js", import.meta.url), "utf8"),
    );
    const cardsFile = `assets/homeCards-${createHash("sha256").update(cards).digest("hex").slice(0, 10)}.js`;
    const template = readFileSync(new URL("./early-requests.js", import.meta.url), "utf8");
    const fill = (placeholder: string, name: string) => {
      const file = chunkFile(name);
      // No such chunk (a build without the start groups): nothing is preloaded. Every occurrence: the
      // login's chunk is named twice (the home needs it too), and a first-only replace left /login
      // without its preload.
      return (source: string) => source.replaceAll(placeholder, file ? `/${file}` : "");
    };
    const source = [
      fill("__LOGIN_CHUNK__", "login"),
      fill("__HOME_CHUNK__", "home"),
      fill("__FRAME_CHUNK__", "frame"),
      fill("__QUERIES_CHUNK__", "queries"),
      fill("__TEXTS_CHUNK__", "screenTextsPtBR"),
    ]
      .reduce((text, step) => step(text), template)
      .replaceAll("__HOME_CARDS__", `/${cardsFile}`);
    this.emitFile({
      type: "asset",
      fileName: "early-requests.js",
      source: await minified("early-requests.js", source),
    });
    this.emitFile({ type: "asset", fileName: cardsFile, source: cards });
  },
});
