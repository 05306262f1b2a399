// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EARLY_REQUESTS_MARKER, earlyRequests, INLINE_SCRIPTS_FILE } from "./earlyRequestsPlugin.ts";

type Emitted = { fileName: string; source: string };

/** Runs the plugin's generateBundle on a bundle holding the start chunks, as the build would. */
const build = async () => {
  const chunk = (name: string, fileName: string) => ({ type: "chunk", name, fileName });
  const bundle = Object.fromEntries(
    [
      chunk("login", "assets/login-L0g1n.js"),
      chunk("home", "assets/home-H0m3.js"),
      chunk("frame", "assets/frame-Fr4m3.js"),
      chunk("queries", "assets/queries-Qu3r.js"),
      chunk("screenTextsPtBR", "assets/screenTextsPtBR-T3xt.js"),
      // The entry, whose stylesheet Vite links in index.html.
      {
        ...chunk("start", "assets/start-St4rt.js"),
        isEntry: true,
        imports: [],
        viteMetadata: { importedCss: new Set(["assets/start-S7y1e.css"]) },
      },
    ].map((file) => [file.fileName, file]),
  );
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const plugin = earlyRequests();
  const hook = plugin.generateBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => Promise<void>;
  await hook.call(context, {}, bundle);
  // index.html as Vite writes it, then this plugin's post hook.
  const template = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
  const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
  const html = transform.handler(
    template.replace(
      "</head>",
      '<link rel="stylesheet" crossorigin href="/assets/start-S7y1e.css">\n</head>',
    ),
  );
  // The first inline script: the start-up one.
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  return { emitted, html, script };
};

describe("the early-requests plugin", () => {
  it("writes the start-up script into index.html, inline, first, with every chunk name filled in, minified", async () => {
    const { html, script } = await build();
    expect(html).not.toContain(EARLY_REQUESTS_MARKER);
    expect(script).not.toMatch(/__[A-Z]+_CHUNK__/);
    // The login's chunk twice: for the home, which imports its inputs, and for /login itself.
    expect(script.match(/\/assets\/login-L0g1n\.js/g)).toHaveLength(2);
    for (const name of ["home-H0m3", "frame-Fr4m3", "queries-Qu3r", "screenTextsPtBR-T3xt"])
      expect(script).toContain(`/assets/${name}.js`);
    expect(script).not.toContain("// ");
    // The home's cards are drawn by the same script (no file of their own to wait for).
    expect(script).toContain("quadra-static-home-needs");
    expect(html).not.toMatch(/src="\/early-requests\.js"|homeCards-/);
    // Before the stylesheet's preload and the static screens' style: first in <head>.
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf('rel="preload" as="style"'));
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf("<style>"));
  });

  it("turns Vite's stylesheet into a preload, the script adding the stylesheet itself", async () => {
    const { html, script } = await build();
    expect(html).not.toContain('rel="stylesheet"');
    const head = html.slice(0, html.indexOf("</head>"));
    // Still asked from <head> at once and at the highest priority, without holding the paint.
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/start-S7y1e.css">');
    expect(script).toContain("/assets/start-S7y1e.css");
    expect(script).not.toContain("__STYLESHEETS__");
  });

  it("writes the script's CSP hash beside index.html, of the very text written", async () => {
    const { emitted, script } = await build();
    const file = emitted.find((entry) => entry.fileName === INLINE_SCRIPTS_FILE);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(JSON.parse(file?.source ?? "{}")).toEqual({ scriptSrc: [hash(script)] });
    expect(emitted.map((entry) => entry.fileName)).toEqual([INLINE_SCRIPTS_FILE]);
  });
});
