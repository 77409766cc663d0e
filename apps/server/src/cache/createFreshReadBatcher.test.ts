import { describe, expect, it } from 'vitest';
import { createFreshReadBatcher } from './createFreshReadBatcher.ts';

/** A read whose answer the test gives when it chooses. */
function createControlledReads() {
  const started: { answer(value: number): void; fail(error: Error): void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started.push({ answer: resolve, fail: reject });
    });
  return { started, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshReadBatcher', () => {
  it('never answers a caller with a read that began before it asked', async () => {
    const batch = createFreshReadBatcher<string, number>();
    const { started, read } = createControlledReads();
    const first = batch('org', read);
    // Arrives while the first read runs: the value that read sees may predate this caller's own write.
    const second = batch('org', read);
    const third = batch('org', read);
    expect(started).toHaveLength(1);
    started[0]?.answer(1);
    expect(await first).toBe(1);
    await settle();
    // One more read, started after the first ended, answers both callers that waited.
    expect(started).toHaveLength(2);
    started[1]?.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('keeps keys apart and starts afresh once nothing runs', async () => {
    const batch = createFreshReadBatcher<string, number>();
    const { started, read } = createControlledReads();
    const a = batch('a', read);
    const b = batch('b', read);
    expect(started).toHaveLength(2);
    started[0]?.answer(10);
    started[1]?.answer(20);
    expect([await a, await b]).toEqual([10, 20]);
    await settle();
    const again = batch('a', read);
    expect(started).toHaveLength(3);
    started[2]?.answer(11);
    expect(await again).toBe(11);
  });

  it('lets a failed read fail only its own callers', async () => {
    const batch = createFreshReadBatcher<string, number>();
    const { started, read } = createControlledReads();
    const failing = batch('org', read);
    const waiting = batch('org', read);
    started[0]?.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    started[1]?.answer(3);
    expect(await waiting).toBe(3);
  });
});
