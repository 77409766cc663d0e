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
    const first = shared('client', 'a', read);
    const second = shared('client', 'b', read);
    const third = shared('client', 'a', read);
    expect(started.map((round) => round.members)).toEqual([['a']]);
    started[0]?.answer(1);
    expect(await first).toBe(1);
    await settle();
    // Joined while the first read ran: one more read, started after it ended, answers both.
    expect(started.map((round) => round.members)).toEqual([['a'], ['b', 'a']]);
    // Arrives once the second round began: it is not one of that round's members, but the next one's.
    const fourth = shared('client', 'c', read);
    started[1]?.answer(2);
    expect([await second, await third]).toEqual([2, 2]);
    await settle();
    expect(started[2]?.members).toEqual(['c']);
    started[2]?.answer(3);
    expect(await fourth).toBe(3);
  });

  it('keeps keys apart and lets a failed read fail only its own round', async () => {
    const shared = createFreshSharedRead<string, string, number>();
    const { started, read } = createControlledReads();
    const failing = shared('x', 'a', read);
    const other = shared('y', 'a', read);
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
