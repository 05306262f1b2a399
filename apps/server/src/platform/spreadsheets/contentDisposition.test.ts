import { describe, expect, it } from "vitest";
import { contentDisposition } from "./contentDisposition.ts";

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact name as UTF-8", () => {
    expect(contentDisposition("Associações 2024-07-01.xlsx")).toBe(
      "attachment; filename=\"Associacoes 2024-07-01.xlsx\"; filename*=UTF-8''Associa%C3%A7%C3%B5es%202024-07-01.xlsx",
    );
  });

  it("keeps quotes, separators, path parts and control characters out of the header", () => {
    const header = contentDisposition('../"relatório"; a\\b\r\nSet-Cookie: x=1 (1)*.csv');
    expect(header).toBe(
      'attachment; filename="..__relatorio__ a_b__Set-Cookie: x=1 (1)*.csv"; ' +
        "filename*=UTF-8''.._%22relat%C3%B3rio%22%3B%20a_b__Set-Cookie%3A%20x%3D1%20%281%29%2A.csv",
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it("names an empty or unencodable name 'arquivo' or replaces the broken character", () => {
    expect(contentDisposition("  ")).toBe("attachment; filename=\"arquivo\"; filename*=UTF-8''arquivo");
    expect(contentDisposition("a\ud800b.csv")).toBe(
      "attachment; filename=\"a_b.csv\"; filename*=UTF-8''a_b.csv",
    );
    expect(contentDisposition("⚽ Jogos.csv")).toBe(
      "attachment; filename=\"_ Jogos.csv\"; filename*=UTF-8''%E2%9A%BD%20Jogos.csv",
    );
  });
});
