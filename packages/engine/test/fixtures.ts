import type { MatchResult } from "../src/types.ts";
import { results } from "./helpers.ts";

/**
 * FIFA World Cup 2018 group H as published. Cards are known as tournament totals (Japan 4 yellow
 * cards, Senegal 6); they are attached to one match each, which is enough because the fair-play
 * criterion counts all group matches.
 */
export const worldCup2018GroupH = (): MatchResult[] => {
  const matches = results(`
    Colombia 1-2 Japan
    Poland 1-2 Senegal
    Japan 2-2 Senegal
    Poland 0-3 Colombia
    Japan 0-1 Poland
    Senegal 0-1 Colombia`);
  matches[0] = { ...matches[0]!, cards: { away: { yellow: 4 } } };
  matches[1] = { ...matches[1]!, cards: { away: { yellow: 6 } } };
  return matches;
};
