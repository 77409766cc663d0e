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
  // Position + 1 in each slot, so that 0 marks an empty one; the hash beside it spares most name comparisons.
  const slots = new Int32Array(capacity);
  const hashes = new Int32Array(capacity);
  return {
    add(name, position) {
      const hash = hashName(name);
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot] as number;
        if (at === 0) {
          slots[slot] = position + 1;
          hashes[slot] = hash;
          return false;
        }
        if (hashes[slot] === hash && nameAt(at - 1) === name) {
          slots[slot] = position + 1;
          return true;
        }
      }
    },
    find(name) {
      const hash = hashName(name);
      for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
        const at = slots[slot] as number;
        if (at === 0) return -1;
        if (hashes[slot] === hash && nameAt(at - 1) === name) return at - 1;
      }
    },
  };
}
