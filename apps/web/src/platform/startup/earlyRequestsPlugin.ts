import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * Writes /early-requests.js (index.html loads it before the app) from early-requests.js beside
 * this file, with the file names the build gave the login's and the home's chunks (startChunks.ts),
 * so it can preload the first screen's chunk at once instead of after the entry has run.
 */
export const earlyRequests = (): Plugin => ({
  name: "quadra-early-requests",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunkFile = (name: string) =>
      Object.values(bundle).find((file) => file.type === "chunk" && file.name === name)?.fileName;
    const template = readFileSync(new URL("./early-requests.js", import.meta.url), "utf8");
    const fill = (placeholder: string, name: string) => {
      const file = chunkFile(name);
      // No such chunk (a build without the start groups): nothing is preloaded.
      return (source: string) => source.replace(placeholder, file ? `/${file}` : "");
    };
    const source = [fill("__LOGIN_CHUNK__", "login"), fill("__HOME_CHUNK__", "home")].reduce(
      (text, step) => step(text),
      template,
    );
    this.emitFile({ type: "asset", fileName: "early-requests.js", source });
  },
});
