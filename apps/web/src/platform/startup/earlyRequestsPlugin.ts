import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { minify, type Plugin } from "vite";

/** Where index.html's template takes the start-up script (the first thing in its <head>). */
export const EARLY_REQUESTS_MARKER = "<!--quadra:early-requests-->";
/**
 * Written beside index.html: the CSP sources of its inline scripts (`'sha256-…'`), which the server
 * adds to its `script-src` (apps/server/src/platform/http/inlineScripts.ts). Derived from the very
 * text the build writes, never by hand.
 */
export const INLINE_SCRIPTS_FILE = "inline-scripts.json";

/** A script's CSP source: the base64 SHA-256 of the text between its tags. */
export const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** The stylesheet tags Vite writes into <head> for the entry (Mantine's styles and the app's). */
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

type BundleChunk = {
  type: "chunk";
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The stylesheets of the entry chunks and of every chunk they import statically (what Vite links). */
const entryStylesheets = (bundle: Record<string, { type: string }>) => {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const css = new Set<string>();
  const seen = new Set<string>();
  const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (pending.length) {
    const fileName = pending.shift()!;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const chunk = byName.get(fileName);
    if (!chunk) continue;
    pending.push(...chunk.imports);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(`/${file}`);
  }
  return [...css];
};

/**
 * Puts the start-up script into index.html's <head>, inline and first (index.html marks the place):
 * early-requests.js beside this file with the file names the build gave the login's, the home's and the
 * frame's chunks (startChunks.ts), TanStack Query's (vite.config.ts), the other screens' texts' and the
 * entry's stylesheet, so it can preload the first screen's chunks at once instead of after the entry
 * has run and add the stylesheet without holding the first paint; then home-cards.js, which draws the
 * home's cards from the summary early-requests.js asked. Inline, its calls and the static first screen
 * start as the HTML is read, not one round trip later (a file of its own); the CSP allows it by the
 * hash written to inline-scripts.json. The stylesheet tags Vite wrote become preloads (the script adds
 * the stylesheets themselves).
 */
export const earlyRequests = (): Plugin => {
  let script: string | null = null;
  let stylesheets: string[] = [];
  return {
    name: "quadra-early-requests",
    apply: "build",
    async generateBundle(_options, bundle) {
      const chunkFile = (name: string) =>
        Object.values(bundle).find((file) => file.type === "chunk" && file.name === name)?.fileName;
      const template = readFileSync(new URL("./early-requests.js", import.meta.url), "utf8");
      const cards = readFileSync(new URL("./home-cards.js", import.meta.url), "utf8");
      const fill = (placeholder: string, name: string) => {
        const file = chunkFile(name);
        // No such chunk (a build without the start groups): nothing is preloaded. Every occurrence: the
        // login's chunk is named twice (the home needs it too), and a first-only replace left /login
        // without its preload.
        return (source: string) => source.replaceAll(placeholder, file ? `/${file}` : "");
      };
      stylesheets = entryStylesheets(bundle as unknown as Record<string, { type: string }>);
      const source = [
        fill("__LOGIN_CHUNK__", "login"),
        fill("__HOME_CHUNK__", "home"),
        fill("__FRAME_CHUNK__", "frame"),
        fill("__QUERIES_CHUNK__", "queries"),
        fill("__TEXTS_CHUNK__", "screenTextsPtBR"),
        (text: string) => text.replaceAll("__STYLESHEETS__", stylesheets.join(" ")),
      ].reduce((text, step) => step(text), template);
      // Minified (oxc, as the chunks are): every page carries it, and its comments and names were half
      // of its gzipped size.
      const result = await minify("early-requests.js", `${source}\n${cards}`, {});
      if (result.errors.length) this.error(`early-requests.js: ${result.errors[0]!.message}`);
      const code = result.code.trim();
      // Its text ends the <script> element at the first `</script`; an HTML comment opener changes how
      // the parser reads the rest.
      if (/<\/script|<!--/i.test(code))
        this.error("early-requests.js: the inline script holds </script or <!--");
      script = code;
      this.emitFile({
        type: "asset",
        fileName: INLINE_SCRIPTS_FILE,
        source: `${JSON.stringify({ scriptSrc: [cspHash(code)] }, null, 2)}\n`,
      });
    },
    // After Vite has written index.html's tags (post): the chunk names are only known then.
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (script === null) throw new Error("quadra-early-requests: index.html written before the bundle");
        if (!html.includes(EARLY_REQUESTS_MARKER))
          throw new Error(`quadra-early-requests: index.html has no ${EARLY_REQUESTS_MARKER}`);
        // The script adds the very stylesheets Vite linked, or the app would draw without one.
        const linked = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
        if (linked.join(" ") !== stylesheets.join(" "))
          throw new Error(
            `quadra-early-requests: index.html links ${linked.join(", ")}, the script adds ${stylesheets.join(", ")}`,
          );
        return html
          .replace(STYLESHEET, (tag) => tag.replace('rel="stylesheet"', 'rel="preload" as="style"'))
          .replace(EARLY_REQUESTS_MARKER, () => `<script>${script}</script>`);
      },
    },
  };
};
