import type { MatchResult } from "../src/types.ts";

/** Parses "Home 2-1 Away" lines into results; keeps real-data fixtures readable. */
export const results = (text: string): MatchResult[] =>
  text
    .trim()
    .split("\n")
    .map((line) => {
      const m = /^\s*(.+?)\s+(\d+)-(\d+)\s+(.+?)\s*$/.exec(line);
      if (!m) throw new Error(`bad line: ${line}`);
      return { home: m[1]!, homeScore: Number(m[2]), awayScore: Number(m[3]), away: m[4]! };
    });
