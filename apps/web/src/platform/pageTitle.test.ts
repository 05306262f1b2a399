import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatPageTitle, titleText, usePageTitle } from "./pageTitle.ts";

describe("page titles", () => {
  it("put the product name last, never twice", () => {
    expect(formatPageTitle({ page: "Entrar", tenant: "Federação Paulista" })).toBe(
      "Entrar · Federação Paulista · Quadra",
    );
    expect(formatPageTitle({ page: "Entrar" })).toBe("Entrar · Quadra");
    expect(formatPageTitle({ tenant: "Quadra" })).toBe("Quadra");
  });

  it("are set 50 ms after the last change, so redirects do not flash titles", () => {
    vi.useFakeTimers();
    document.title = "antes";
    const { rerender } = renderHook(({ page }) => usePageTitle({ page, tenant: "FPF" }), {
      initialProps: { page: "Carregando" },
    });
    vi.advanceTimersByTime(30);
    rerender({ page: "Início" });
    vi.advanceTimersByTime(49);
    expect(document.title).toBe("antes");
    vi.advanceTimersByTime(1);
    expect(document.title).toBe("Início · FPF · Quadra");
    vi.useRealTimers();
  });
});

describe("title texts", () => {
  const t = (key: string) => `t:${key}`;
  it("translate an i18n key, and take a resource's label in the language shown", () => {
    expect(titleText({ title: "titles.home", t, language: "pt-BR" })).toBe("t:titles.home");
    const label = { "pt-BR": "Países", en: "Countries" };
    expect(titleText({ title: label, t, language: "en" })).toBe("Countries");
    expect(titleText({ title: label, t, language: "pt-BR" })).toBe("Países");
    // A language the product does not ship falls back to pt-BR, as i18next does.
    expect(titleText({ title: label, t, language: "fr" })).toBe("Países");
  });
});
