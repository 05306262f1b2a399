import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configureSecretKey, openSecret, sealSecret } from "./secretBox.ts";

const dir = mkdtempSync(join(tmpdir(), "quadra-secret-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("sealed secrets", () => {
  it("survive a restart through the key file, and never show the plain text", () => {
    const keyFile = join(dir, "secret.key");
    configureSecretKey({ keyFile });
    const sealed = sealSecret("token-da-federacao");
    expect(sealed).not.toContain("token-da-federacao");
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    // A new process reads the same file: the sealed value still opens.
    configureSecretKey({ keyFile });
    expect(openSecret(sealed)).toBe("token-da-federacao");
    expect(readFileSync(keyFile, "utf8").length).toBeGreaterThan(40);
  });

  it("cannot be opened with another key, nor when tampered with", () => {
    configureSecretKey({ secret: "chave-um" });
    const sealed = sealSecret("segredo");
    configureSecretKey({ secret: "chave-dois" });
    expect(() => openSecret(sealed)).toThrow();
    configureSecretKey({ secret: "chave-um" });
    const tampered = `${sealed.slice(0, -4)}AAAA`;
    expect(() => openSecret(tampered)).toThrow();
    expect(openSecret(sealed)).toBe("segredo");
  });
});
