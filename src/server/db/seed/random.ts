/**
 * A small seeded pseudo-random generator (mulberry32) with the few helpers the
 * demo data needs. Same seed, same sequence: the demo data is reproducible.
 */

/** 32-bit FNV-1a hash of a string, used to turn labels into seeds. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  }

  /** An independent stream for one part of the data, so parts do not shift each other. */
  static for(label: string): Random {
    return new Random(`cm-connect-demo:${label}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, each with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
    if (total <= 0) throw new Error('weighted pick with no positive weight');
    let target = this.next() * total;
    for (const item of items) {
      target -= Math.max(0, weight(item));
      if (target < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** A value from a table of [value, weight] pairs. */
  oneOf<T>(table: readonly (readonly [T, number])[]): T {
    return this.weighted(table, ([, w]) => w)[0];
  }

  /** Up to `count` distinct items, drawn with probability proportional to weight. */
  sample<T>(items: readonly T[], count: number, weight: (item: T) => number = () => 1): T[] {
    const pool = items.filter((item) => weight(item) > 0);
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const item = this.weighted(pool, weight);
      chosen.push(item);
      pool.splice(pool.indexOf(item), 1);
    }
    return chosen;
  }
}
