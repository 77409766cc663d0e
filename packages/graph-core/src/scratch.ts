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

/** Buffers of one element type, handed out in order and taken back all at once. */
function createPool<T extends Int32Array | Uint8Array>(make: (length: number) => T) {
  const buffers: T[] = [];
  let next = 0;
  return {
    take(length: number, fill: boolean): T {
      const buffer = buffers[next];
      if (buffer === undefined || buffer.length < length) {
        const fresh = make(length);
        if (fresh.byteLength <= KEEP_LIMIT_BYTES) buffers[next++] = fresh;
        return fresh;
      }
      next++;
      const view = buffer.subarray(0, length) as T;
      if (fill) view.fill(0);
      return view;
    },
    reset() {
      next = 0;
    },
  };
}

function createArena(): Arena {
  const int32 = createPool((length) => new Int32Array(length));
  const uint8 = createPool((length) => new Uint8Array(length));
  return {
    int32: (length) => int32.take(length, true),
    int32Unfilled: (length) => int32.take(length, false),
    uint8: (length) => uint8.take(length, true),
    reset() {
      int32.reset();
      uint8.reset();
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
