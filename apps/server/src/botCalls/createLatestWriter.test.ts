import { describe, expect, it } from 'vitest';
import { createLatestWriter } from './createLatestWriter.ts';

/** A store whose writes end when the test lets them. */
function createHeldStore() {
  const stored: string[] = [];
  const releases: Array<() => void> = [];
  let failNext: Error | null = null;
  return {
    stored,
    started: () => releases.length,
    releaseNext: () => releases.shift()?.(),
    failNextWith(error: Error) {
      failNext = error;
    },
    store(value: string) {
      return new Promise<void>((resolve, reject) => {
        releases.push(() => {
          const error = failNext;
          failNext = null;
          if (error) reject(error);
          else {
            stored.push(value);
            resolve();
          }
        });
      });
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createLatestWriter', () => {
  it('writes values given together as one, the later, and resolves both once it is stored', async () => {
    const store = createHeldStore();
    const writer = createLatestWriter(store.store);
    const ringing = writer.write('ringing');
    const answered = writer.write('in-progress');
    await settle();
    expect(store.started()).toBe(1);
    store.releaseNext();
    await Promise.all([ringing, answered]);
    expect(store.stored).toEqual(['in-progress']);
  });

  it('writes in the order given, one at a time, dropping only values replaced while waiting', async () => {
    const store = createHeldStore();
    const writer = createLatestWriter(store.store);
    const first = writer.write('dialing');
    await settle();
    // While the first write runs, two more arrive: only the later of them waits its turn.
    const second = writer.write('ringing');
    const third = writer.write('in-progress');
    await settle();
    expect(store.started()).toBe(1);
    store.releaseNext();
    await first;
    await settle();
    expect(store.started()).toBe(1);
    store.releaseNext();
    await Promise.all([second, third]);
    expect(store.stored).toEqual(['dialing', 'in-progress']);
    // Idle again: the next value is written on its own.
    const fourth = writer.write('ringing');
    await settle();
    store.releaseNext();
    await fourth;
    expect(store.stored).toEqual(['dialing', 'in-progress', 'ringing']);
  });

  it('rejects the values a failed write covered, and writes the next one', async () => {
    const store = createHeldStore();
    const writer = createLatestWriter(store.store);
    const failing = writer.write('ringing');
    await settle();
    store.failNextWith(new Error('connection lost'));
    store.releaseNext();
    await expect(failing).rejects.toThrow('connection lost');
    const next = writer.write('in-progress');
    await settle();
    store.releaseNext();
    await next;
    expect(store.stored).toEqual(['in-progress']);
  });
});
