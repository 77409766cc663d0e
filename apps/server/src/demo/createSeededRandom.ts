/** A source of pseudo-random numbers in [0, 1) that repeats for the same seed. */
export type SeededRandom = () => number;

/**
 * A small deterministic generator (mulberry32): demo data built from it is the same on every machine and every
 * start, so screenshots, tests and bug reports can refer to the same clients.
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [min, max], both included. */
export function pickInteger(random: SeededRandom, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pickOne<T>(random: SeededRandom, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}
