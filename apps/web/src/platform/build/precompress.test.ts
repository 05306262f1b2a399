import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressFolder } from "./precompress.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressFolder", () => {
  it("writes a smaller .br and .gz beside each text file, and nothing for images, maps or tiny files", async () => {
    dir = mkdtempSync(join(tmpdir(), "quadra-precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = "export const greeting = 'Olá, federação!';\n".repeat(200);
    const files: Record<string, string | Buffer> = {
      "index.html": `<!doctype html><html lang="pt-BR">${"<p>Quadra</p>".repeat(100)}</html>`,
      "sw.js": script,
      "manifest.webmanifest": JSON.stringify({
        name: "Quadra",
        icons: Array(20).fill({ src: "/icons/a.png" }),
      }),
      "assets/index-a1.js": script,
      "assets/index-b2.css": "body{margin:0;padding:0}\n".repeat(100),
      "assets/index-a1.js.map": script,
      "assets/tiny-c3.js": "x",
      "icons/icon-192.png": Buffer.from(script),
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), content);
    }

    const written = await precompressFolder(dir);

    const compressed = [
      "index.html",
      "sw.js",
      "manifest.webmanifest",
      "assets/index-a1.js",
      "assets/index-b2.css",
    ];
    expect(written.map((file) => file.slice(dir.length + 1)).sort()).toEqual(
      compressed.flatMap((path) => [`${path}.br`, `${path}.gz`]).sort(),
    );
    for (const path of compressed) {
      const original = readFileSync(join(dir, path));
      const br = readFileSync(join(dir, `${path}.br`));
      const gz = readFileSync(join(dir, `${path}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
    for (const path of ["assets/index-a1.js.map", "assets/tiny-c3.js", "icons/icon-192.png"]) {
      expect(existsSync(join(dir, `${path}.br`))).toBe(false);
      expect(existsSync(join(dir, `${path}.gz`))).toBe(false);
    }
  });
});
