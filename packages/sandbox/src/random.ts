/**
 * A seeded pseudo-random source (mulberry32). The seed and the fault injector use it, so that
 * the same seed always gives the same data and the same faults.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One value of a list of `[value, weight]` pairs, by weight. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
};

export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = choices.at(-1);
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    chance: (p: number): boolean => next() < p,
  };
};

/** A 32-bit seed from a string (FNV-1a), for values that must depend only on a key. */
export const seedFromString = (key: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Distinct picks from a list longer than n. */
export const distinct = <T>(random: Random, items: readonly T[], n: number): T[] => {
  const chosen = new Set<T>();
  while (chosen.size < n) chosen.add(random.pick(items));
  return [...chosen];
};
