import { describe, expect, it } from 'vitest';
import { getDayRange, getPresetRange } from './callRange.ts';

describe('call ranges', () => {
  it('ends the shortcuts now and starts them a week, a month or three months before in the user’s zone', () => {
    const now = new Date('2026-03-31T12:00:00.000Z');
    expect(getPresetRange('allTime', now, 'UTC')).toEqual({});
    expect(new Date(getPresetRange('lastWeek', now, 'UTC').startTime ?? 0).toISOString()).toBe(
      '2026-03-24T12:00:00.000Z',
    );
    // March 31 less a month is the last day of February.
    expect(new Date(getPresetRange('lastMonth', now, 'UTC').startTime ?? 0).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(new Date(getPresetRange('last3Months', now, 'UTC').startTime ?? 0).toISOString()).toBe(
      '2025-12-31T12:00:00.000Z',
    );
  });

  it('takes chosen days whole in the user’s zone, in order, ignoring what is not a day', () => {
    const range = getDayRange('2026-03-05', '2026-03-01', 'Asia/Tokyo');
    expect(new Date(range.startTime ?? 0).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(new Date(range.endTime ?? 0).toISOString()).toBe('2026-03-05T14:59:59.999Z');
    expect(getDayRange('', '2026-02-30', 'UTC')).toEqual({});
    expect(Object.keys(getDayRange('2026-03-01', '', 'UTC'))).toEqual(['startTime']);
  });
});
