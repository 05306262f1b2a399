import type { Page } from "@playwright/test";

/*
 * Words a person should never read: an i18n key instead of its text (`associations.status.null`,
 * shown in capitals by a badge), a placeholder left in (`{{name}}`), a value the code never had
 * ("undefined", "null", "NaN", "[object Object]", "Invalid Date") and a sentence whose name came out
 * empty (a heading "Documentos de", "Bem-vindo ao portal de ."). Read from what the screen shows,
 * as rendered (innerText, so CSS capitals included), plus placeholders, accessible names given by
 * aria-label, and the document's title.
 */

/** One place where raw text shows, as a readable line. */
export type RawText = { where: string; text: string; why: string };

/** Runs in the page: finds the raw texts of the screen as shown now. */
const findRawTexts = (): RawText[] => {
  const found: RawText[] = [];
  const visible = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
  // An i18n key: three or more dot-separated words, the first a letter (so no numbers, cpf or dates).
  const KEY = /(?<![\w@/.:-])([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+){2,})(?![\w@/-])/g;
  // Ends of addresses and file names that look like keys but are not (e-mails and domains).
  const NOT_A_KEY =
    /\.(com|br|org|net|gov|edu|io|app|local|dev|test|pdf|png|jpe?g|csv|xlsx?|json|js|css|html?)$/i;
  const WORDS: [RegExp, string][] = [
    [/\{\{[^}]*\}\}|\{\{|\}\}/, "an interpolation left in"],
    [/(^|[^\w])(undefined|null|NaN)([^\w]|$)/, "a missing value"],
    [/\[object Object\]/, "an object printed"],
    [/Invalid Date|Invalid date/, "an invalid date"],
    // A name or a number that came out empty in the middle of a sentence.
    [/\s(de|da|do|dos|das|para)\s+[.,;:!?)]/i, "an empty name in a sentence"],
    [/\(\s*\)/, "empty parentheses"],
  ];
  const checkText = (where: string, text: string) => {
    for (const match of text.matchAll(KEY)) {
      const candidate = match[1]!;
      if (NOT_A_KEY.test(candidate) || /^\w+(\.\d+)+$/.test(candidate)) continue;
      // A key is words of letters and underscores; a version or an address has digits or a dash.
      if (!candidate.split(".").every((part) => /^[A-Za-z_]+$/.test(part))) continue;
      found.push({ where, text: candidate, why: "an i18n key" });
    }
    for (const [pattern, why] of WORDS) {
      const match = pattern.exec(text);
      if (match)
        found.push({ where, text: text.slice(Math.max(0, match.index - 30), match.index + 40), why });
    }
  };
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, CSS capitals in)
  checkText("screen", document.body.innerText);
  for (const el of document.querySelectorAll("input[placeholder], textarea[placeholder]")) {
    if (visible(el)) checkText("placeholder", el.getAttribute("placeholder") ?? "");
  }
  for (const el of document.querySelectorAll("[aria-label]")) {
    if (visible(el)) checkText("aria-label", el.getAttribute("aria-label") ?? "");
  }
  checkText("title", document.title);
  // A heading (or the tab's title) that ends in a preposition or a colon lost the name after it.
  const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].filter(visible);
  for (const heading of headings) {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out, CSS capitals in)
    const text = (heading as HTMLElement).innerText.trim();
    if (/(\s(de|da|do|dos|das|para|com|em)|:|,|-|–)$/i.test(text))
      found.push({ where: "heading", text, why: "a heading that ends before its name" });
  }
  if (/(\s(de|da|do|dos|das)|:)\s*(\||$)/i.test(document.title))
    found.push({ where: "title", text: document.title, why: "a title that ends before its name" });
  return found;
};

/** The raw texts the page shows now (see above), one readable line each. */
export const rawTextsOn = async (page: Page): Promise<string[]> => {
  const found = await page.evaluate(findRawTexts);
  const lines = found.map(
    ({ where, text, why }) => `${why} (${where}): “${text.replace(/\s+/g, " ").trim()}”`,
  );
  return [...new Set(lines)];
};

/** The same as a screen check of e2e/fixtures.ts: run on every screen the suite opens. */
export const noRawTextsCheck = { name: "raw texts", run: rawTextsOn };
