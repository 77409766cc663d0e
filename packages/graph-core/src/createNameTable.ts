import { FRESH_SCRATCH, type Scratch } from './scratch.ts';

/**
 * Positions of names, in an open-addressing hash table of integer arrays. A document's vertex names are looked up
 * through it instead of a `Map`, whose table of pointers to strings costs far more to grow and to search once a large
 * document no longer fits the processor cache; the table holds no strings, it asks `nameAt` to compare.
 */
export interface NameTable {
  /** Records a name at a position, the last position of a repeated name winning; answers whether it was there. */
  add(name: string, position: number): boolean;
  /**
   * Records many names at once, given each position's `hashName` (`named[p]` 0 leaves position `p` out); answers the
   * positions whose name was there already, in increasing order. The same table as `add` for each position in turn.
   */
  addAll(hashes: Int32Array, named: Uint8Array, scratch?: Scratch): number[];
  /** The position of a name, or -1 when it has none. */
  find(name: string): number;
}

/** FNV-1a over the name's UTF-16 units: cheap, and spreads names that differ in one digit. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash;
}

/** Slots of one part of the table that `addAll` fills at a time: 4,096 slots of 8 bytes stay in the fastest cache. */
const PART_SLOTS = 4_096;

/** A table for up to `count` names; `nameAt` answers the name recorded at a position. */
export function createNameTable(count: number, nameAt: (position: number) => unknown): NameTable {
  let capacity = 16;
  while (capacity < count * 2) capacity *= 2;
  const mask = capacity - 1;
  // Each slot is two integers side by side, so that a probe reads one cache line: position + 1 (0 marks an empty
  // slot), and the name's hash, which spares most name comparisons.
  const slots = new Int32Array(capacity * 2);
  /** Records the position of a name with this hash (read at the position when not given); answers whether it was there. */
  const insert = (hash: number, position: number, name?: string): boolean => {
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slots[slot * 2] as number;
      if (at === 0) {
        slots[slot * 2] = position + 1;
        slots[slot * 2 + 1] = hash;
        return false;
      }
      if (slots[slot * 2 + 1] === hash && nameAt(at - 1) === (name ?? nameAt(position))) {
        slots[slot * 2] = position + 1;
        return true;
      }
    }
  };
  return {
    add: (name, position) => insert(hashName(name), position, name),
    addAll(hashes, named, scratch = FRESH_SCRATCH) {
      const repeated: number[] = [];
      const parts = Math.max(1, capacity / PART_SLOTS);
      if (parts === 1) {
        for (let p = 0; p < hashes.length; p++) if (named[p] === 1 && insert(hashes[p] as number, p)) repeated.push(p);
        return repeated;
      }
      // On a large table, inserting in position order probes it at random, a cache miss each. The positions are
      // sorted (counting sort, stable) by the part of the table their hash starts in, and inserted part by part, so
      // that each part is probed while it is in the cache; names that are equal share a hash, so they stay in
      // position order and the last still wins.
      const shift = Math.log2(capacity / parts);
      const starts = scratch.int32(parts + 1);
      for (let p = 0; p < hashes.length; p++)
        if (named[p] === 1) {
          const part = ((hashes[p] as number) & mask) >>> shift;
          starts[part + 1] = (starts[part + 1] as number) + 1;
        }
      for (let part = 0; part < parts; part++)
        starts[part + 1] = (starts[part + 1] as number) + (starts[part] as number);
      const order = scratch.int32Unfilled(starts[parts] as number);
      for (let p = 0; p < hashes.length; p++)
        if (named[p] === 1) {
          const part = ((hashes[p] as number) & mask) >>> shift;
          order[starts[part] as number] = p;
          starts[part] = (starts[part] as number) + 1;
        }
      for (let k = 0; k < order.length; k++) {
        const p = order[k] as number;
        if (insert(hashes[p] as number, p)) repeated.push(p);
      }
      return repeated.sort((a, b) => a - b);
    },
    find(name) {
      const hash = hashName(name);
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot * 2] as number;
        if (at === 0) return -1;
        if (slots[slot * 2 + 1] === hash && nameAt(at - 1) === name) return at - 1;
      }
    },
  };
}
