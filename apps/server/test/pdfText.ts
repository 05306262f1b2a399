import { inflateSync } from "node:zlib";

/**
 * The text a PDF written by pdfkit shows, for tests: every content stream inflated, then the hex
 * strings of its TJ arrays decoded as WinAnsi (Latin-1 for every pt-BR letter) and joined per array,
 * one line each. Enough to assert on names and accents without a PDF parser.
 */
export const pdfText = (pdf: Buffer): string => {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      content = raw.slice(start, end);
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!);
      lines.push(hexes.map((hex) => Buffer.from(hex, "hex").toString("latin1")).join(""));
    }
  }
  return lines.join("\n");
};
