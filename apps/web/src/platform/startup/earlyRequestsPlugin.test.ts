// @vitest-environment node
import { describe, expect, it } from "vitest";
import { earlyRequests } from "./earlyRequestsPlugin.ts";

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
    ].map((file) => [file.fileName, file]),
  );
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = earlyRequests().generateBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => Promise<void>;
  await hook.call(context, {}, bundle);
  return emitted;
};

describe("the early-requests plugin", () => {
  it("writes /early-requests.js with every chunk name filled in, minified", async () => {
    const [file] = await build();
    expect(file?.fileName).toBe("early-requests.js");
    const source = file?.source ?? "";
    expect(source).not.toMatch(/__[A-Z]+_CHUNK__/);
    // The login's chunk twice: for the home, which imports its inputs, and for /login itself.
    expect(source.match(/\/assets\/login-L0g1n\.js/g)).toHaveLength(2);
    for (const name of ["home-H0m3", "frame-Fr4m3", "queries-Qu3r", "screenTextsPtBR-T3xt"])
      expect(source).toContain(`/assets/${name}.js`);
    expect(source).not.toContain("// ");
  });

  it("writes the home's cards script apart, minified, under a hashed name early-requests.js loads", async () => {
    const [early, cards] = await build();
    expect(cards?.fileName).toMatch(/^assets\/homeCards-[0-9a-f]{10}\.js$/);
    expect(early?.source).toContain(`/${cards?.fileName}`);
    expect(early?.source).not.toContain("__HOME_CARDS__");
    expect(cards?.source).toContain("quadra-static-home-needs");
    expect(cards?.source).not.toContain("// ");
  });
});
