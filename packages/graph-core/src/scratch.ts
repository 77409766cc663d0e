/**
 * Integer arrays for the working state of one call: flags, ranks and positions that die when the call returns. A
 * large document needs megabytes of them, and fresh typed arrays are fresh memory every time (the kernel zeroes each
 * page as it is first touched) that V8 also counts towards a full collection of the heap. Inside `withScratch` they
 * are the same buffers from one call to the next.
 */
export interface Scratch {
  /** An array of this length, filled with zeros. */
  int32(length: number): Int32Array;
  /** An array of this length, filled with zeros. */
  uint8(length: number): Uint8Array;
  /** An array of this length holding anything: for a caller that writes each entry before it reads it. */
  int32Unfilled(length: number): Int32Array;
}

/** New arrays every time: what code outside `withScratch` (or keeping an array past the call) uses. */
export const FRESH_SCRATCH: Scratch = {
  int32: (length) => new Int32Array(length),
  uint8: (length) => new Uint8Array(length),
  int32Unfilled: (length) => new Int32Array(length),
};

/** Buffers above this size are not kept: a rare huge document should not hold its memory for good. */
const KEEP_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Scratch that hands out its buffers in the order they are asked for: a call asks for the same arrays in the same
 * order every time, so the n-th request usually finds the n-th buffer already large enough.
 */
interface Arena extends Scratch {
  /** Makes every buffer available again, once the call that used them has returned. */
  reset(): void;
}

function createArena(): Arena {
  const int32Buffers: Int32Array[] = [];
  const uint8Buffers: Uint8Array[] = [];
  let nextInt32 = 0;
  let nextUint8 = 0;
  const takeInt32 = (length: number, fill: boolean): Int32Array => {
    const buffer = int32Buffers[nextInt32];
    if (buffer === undefined || buffer.length < length) {
      const fresh = new Int32Array(length);
      if (fresh.byteLength <= KEEP_LIMIT_BYTES) int32Buffers[nextInt32++] = fresh;
      return fresh;
    }
    nextInt32++;
    const view = buffer.subarray(0, length);
    if (fill) view.fill(0);
    return view;
  };
  return {
    int32: (length) => takeInt32(length, true),
    int32Unfilled: (length) => takeInt32(length, false),
    uint8(length) {
      const buffer = uint8Buffers[nextUint8];
      if (buffer === undefined || buffer.length < length) {
        const fresh = new Uint8Array(length);
        if (fresh.byteLength <= KEEP_LIMIT_BYTES) uint8Buffers[nextUint8++] = fresh;
        return fresh;
      }
      nextUint8++;
      const view = buffer.subarray(0, length);
      view.fill(0);
      return view;
    },
    reset() {
      nextInt32 = 0;
      nextUint8 = 0;
    },
  };
}

/** The arena no call is using, if any; a call inside another's gets an arena of its own. */
let idleArena: Arena | undefined = createArena();

/**
 * Runs `work` with scratch arrays that are valid until it returns: nothing `work` returns may hold one. Calls made
 * inside `work` that take scratch of their own get other buffers, so nesting is safe.
 */
export function withScratch<T>(work: (scratch: Scratch) => T): T {
  const arena = idleArena ?? createArena();
  idleArena = undefined;
  try {
    return work(arena);
  } finally {
    arena.reset();
    idleArena = arena;
  }
}
