/** A repeatable source of numbers in [0, 1): the same seed gives the same calls, so tests and retries agree. */
export type Random = () => number;

/** mulberry32 over an FNV-1a hash of the seed: small, fast and well spread, which is all a simulation needs. */
export function seededRandom(seed: string): Random {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A whole number from min to max, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One key of the table, each as likely as its weight. */
export function weighted<K extends string>(random: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return entries[entries.length - 1][0];
}

/** How many events happen in a stretch that expects `mean` of them (Knuth's method, in slices small enough for it). */
export function poisson(random: Random, mean: number): number {
  if (mean <= 0) return 0;
  if (mean > 30) return poisson(random, mean / 2) + poisson(random, mean / 2);
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count++;
    product *= random();
  }
  return count;
}
