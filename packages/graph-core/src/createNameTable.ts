/**
 * Positions of names, in an open-addressing hash table of integer arrays. A document's vertex names are looked up
 * through it instead of a `Map`, whose table of pointers to strings costs far more to grow and to search once a large
 * document no longer fits the processor cache; the table holds no strings, it asks `nameAt` to compare.
 */
export interface NameTable {
  /** Records a name at a position, the last position of a repeated name winning; answers whether it was there. */
  add(name: string, position: number): boolean;
  /** The position of a name, or -1 when it has none. */
  find(name: string): number;
}

/** FNV-1a over the name's UTF-16 units: cheap, and spreads names that differ in one digit. */
function hashName(name: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash;
}

/** A table for up to `count` names; `nameAt` answers the name recorded at a position. */
export function createNameTable(count: number, nameAt: (position: number) => unknown): NameTable {
  let capacity = 16;
  while (capacity < count * 2) capacity *= 2;
  const mask = capacity - 1;
  // Each slot is two integers side by side, so that a probe reads one cache line: position + 1 (0 marks an empty
  // slot), and the name's hash, which spares most name comparisons.
  const slots = new Int32Array(capacity * 2);
  return {
    add(name, position) {
      const hash = hashName(name);
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot * 2] as number;
        if (at === 0) {
          slots[slot * 2] = position + 1;
          slots[slot * 2 + 1] = hash;
          return false;
        }
        if (slots[slot * 2 + 1] === hash && nameAt(at - 1) === name) {
          slots[slot * 2] = position + 1;
          return true;
        }
      }
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
