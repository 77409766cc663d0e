import { describe, expect, it } from 'vitest';
import { createFreshSharedRead } from './createFreshSharedRead.ts';

/** A read whose answer the test gives when it chooses, remembering the members of each round. */
function createControlledReads() {
  const started: { members: readonly string[]; answer(value: number): void; fail(error: Error): void }[] = [];
  const read = (members: readonly string[]) =>
    new Promise<number>((resolve, reject) => {
      started.push({ members: [...members], answer: resolve, fail: reject });
    });
  return { started, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshSharedRead', () => {
  it('never answers a caller with a read that began before it asked, and tells each read its members', async () => {
    const shared = createFreshSharedRead<string, string, number>();
    const { started, read } = createControlledReads();
    // Callers of one turn of the event loop share the round that starts at the next.
    const first = shared('client', 'a', read);
    const second = shared('client', 'b', read);
    expect(started).toHaveLength(0);
    await settle();
    expect(started.map((round) => round.members)).toEqual([['a', 'b']]);
    // Arrive while that read runs: they wait for the next round, started only once the running read ended.
    const third = shared('client', 'c', read);
    const fourth = shared('client', 'a', read);
    await settle();
    expect(started).toHaveLength(1);
    started[0]?.answer(1);
    expect([await first, await second]).toEqual([1, 1]);
    await settle();
    expect(started.map((round) => round.members)).toEqual([
      ['a', 'b'],
      ['c', 'a'],
    ]);
    started[1]?.answer(2);
    expect([await third, await fourth]).toEqual([2, 2]);
  });

  it('keeps keys apart and lets a failed read fail only its own round', async () => {
    const shared = createFreshSharedRead<string, string, number>();
    const { started, read } = createControlledReads();
    const failing = shared('x', 'a', read);
    const other = shared('y', 'a', read);
    await settle();
    const waiting = shared('x', 'b', read);
    expect(started).toHaveLength(2);
    started[0]?.fail(new Error('connection lost'));
    started[1]?.answer(20);
    await expect(failing).rejects.toThrow('connection lost');
    expect(await other).toBe(20);
    await settle();
    expect(started[2]?.members).toEqual(['b']);
    started[2]?.answer(3);
    expect(await waiting).toBe(3);
  });
});
