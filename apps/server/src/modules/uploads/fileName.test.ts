import { describe, expect, it } from "vitest";
import { contentDisposition, sanitizeFileName } from "./fileName.ts";

describe("sanitizeFileName", () => {
  it("keeps a plain name and its matching extension", () => {
    expect(sanitizeFileName({ name: "Regulamento 2025.pdf", ext: "pdf" })).toBe("Regulamento 2025.pdf");
    expect(sanitizeFileName({ name: "foto.JPEG", ext: "jpg" })).toBe("foto.jpeg");
  });

  it("drops any path, from either kind of slash", () => {
    expect(sanitizeFileName({ name: "../../etc/passwd.pdf", ext: "pdf" })).toBe("passwd.pdf");
    expect(sanitizeFileName({ name: "C:\\Users\\ana\\ficha.pdf", ext: "pdf" })).toBe("ficha.pdf");
  });

  it("gives the extension of what was stored", () => {
    expect(sanitizeFileName({ name: "foto.png", ext: "pdf" })).toBe("foto.pdf");
    expect(sanitizeFileName({ name: "Ata 12.03", ext: "pdf" })).toBe("Ata 12.03.pdf");
    expect(sanitizeFileName({ name: "sem extensao", ext: "txt" })).toBe("sem extensao.txt");
  });

  it("removes controls and bidirectional overrides, and never answers an empty name", () => {
    expect(sanitizeFileName({ name: "foto\u202Egpj.exe", ext: "png" })).toBe("fotogpj.png");
    expect(sanitizeFileName({ name: "a\u0000b\nc.pdf", ext: "pdf" })).toBe("abc.pdf");
    expect(sanitizeFileName({ name: "...", ext: "pdf" })).toBe("arquivo.pdf");
    expect(sanitizeFileName({ name: "", ext: "csv" })).toBe("arquivo.csv");
  });

  it("shortens a very long name", () => {
    const name = sanitizeFileName({ name: `${"á".repeat(500)}.pdf`, ext: "pdf" });
    expect(name).toBe(`${"á".repeat(120)}.pdf`);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII filename and the exact UTF-8 one (RFC 6266)", () => {
    expect(contentDisposition({ name: 'Relatório "final" (1).xlsx', inline: false })).toBe(
      `attachment; filename="Relatorio _final_ (1).xlsx"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22%20%281%29.xlsx`,
    );
  });
});
