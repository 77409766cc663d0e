import { describe, expect, it } from 'vitest';
import { patchItemAt } from './patchItemAt.ts';

describe('patchItemAt', () => {
  const rows = [
    { day: 1, time: '09:00' },
    { day: 2, time: '10:00' },
  ];

  it('merges the patch into the row at the index and keeps the other rows as they were', () => {
    const next = patchItemAt(rows, 1, { time: '11:00' });
    expect(next).toEqual([
      { day: 1, time: '09:00' },
      { day: 2, time: '11:00' },
    ]);
    expect(next[0]).toBe(rows[0]);
  });

  it('leaves the given list and its rows unchanged', () => {
    patchItemAt(rows, 0, { day: 5 });
    expect(rows).toEqual([
      { day: 1, time: '09:00' },
      { day: 2, time: '10:00' },
    ]);
  });

  it('returns an equal copy when no row has the index', () => {
    const next = patchItemAt(rows, 7, { day: 5 });
    expect(next).toEqual(rows);
    expect(next).not.toBe(rows);
  });
});
