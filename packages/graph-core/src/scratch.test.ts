import { describe, expect, it } from 'vitest';
import { FRESH_SCRATCH, withScratch } from './scratch.ts';

describe('withScratch', () => {
  it('hands out zeroed arrays of the asked length, the same buffers in the next call', () => {
    const first = withScratch((scratch) => {
      const flags = scratch.uint8(10);
      const counts = scratch.int32(10);
      flags.fill(7);
      counts.fill(-3);
      return { flags: flags.buffer, counts: counts.buffer };
    });
    withScratch((scratch) => {
      const flags = scratch.uint8(8);
      const counts = scratch.int32(8);
      expect([...flags]).toEqual(new Array(8).fill(0));
      expect([...counts]).toEqual(new Array(8).fill(0));
      expect(flags.buffer).toBe(first.flags);
      expect(counts.buffer).toBe(first.counts);
    });
  });

  it('never hands out one buffer twice in a call', () => {
    withScratch((scratch) => {
      const arrays = [scratch.int32(4), scratch.int32Unfilled(4), scratch.int32(4)];
      expect(new Set(arrays.map((array) => array.buffer)).size).toBe(3);
    });
  });

  it('gives a call inside another buffers of its own', () => {
    withScratch((outer) => {
      const kept = outer.int32(4);
      kept.fill(5);
      withScratch((inner) => {
        const nested = inner.int32(4);
        expect(nested.buffer).not.toBe(kept.buffer);
        nested.fill(9);
      });
      expect([...kept]).toEqual([5, 5, 5, 5]);
    });
  });

  it('grows a buffer that is too short for a later call', () => {
    withScratch((scratch) => void scratch.int32(4));
    withScratch((scratch) => {
      const longer = scratch.int32(100);
      expect(longer).toHaveLength(100);
      expect(longer.every((value) => value === 0)).toBe(true);
    });
  });

  it('makes its buffers available again when the work throws', () => {
    const seen = withScratch((scratch) => scratch.int32(4).buffer);
    expect(() =>
      withScratch((scratch) => {
        scratch.int32(4);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(withScratch((scratch) => scratch.int32(4).buffer)).toBe(seen);
  });

  it('makes new arrays every time outside withScratch', () => {
    expect(FRESH_SCRATCH.int32(3).buffer).not.toBe(FRESH_SCRATCH.int32(3).buffer);
  });
});
