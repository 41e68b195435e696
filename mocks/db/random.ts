/** Deterministic PRNG (mulberry32) so the fake mall is the same on every start. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p: number): boolean => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** A 24-hex-character id, stable for (namespace, n). */
export function oid(namespace: number, n: number): string {
  return namespace.toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

/** FNV-1a of a text: a small stable hash (made-up images, the fake mall's own prices and numbers). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
