/**
 * Deterministic randomness. Draws (pots, lots, lanes) must be reproducible from a seed so that a
 * federation can publish the seed and anyone can re-run the draw; Math.random is never used.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for draws (not for cryptography). Returns floats in [0, 1). */
export const createRng = (seed: number | string): Rng => {
  let state = typeof seed === "string" ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a, used to turn string seeds and (seed, id) pairs into 32-bit states. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Integer in [0, max). */
export const randomInt = (rng: Rng, max: number): number => Math.floor(rng() * max);

/** Fisher–Yates shuffle into a new array; the input is left untouched. */
export const shuffle = <T>(items: readonly T[], rng: Rng): T[] => {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
};

/**
 * A lot that depends only on the seed and the id, not on the order in which ids are drawn, so a
 * "drawing of lots" tie-break gives the same table whatever order the results arrived in.
 */
export const lotFor = (seed: number | string, id: string): number => createRng(`${seed}\u0000${id}`)();
