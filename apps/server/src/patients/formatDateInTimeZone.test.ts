import { describe, expect, it } from 'vitest';
import { formatDateInTimeZone } from './formatDateInTimeZone.ts';
import { isValidTimeZone } from './isValidTimeZone.ts';

describe('formatDateInTimeZone', () => {
  it('gives the calendar date of an instant where the organization is', () => {
    const instant = new Date('2026-05-16T22:30:00Z');
    expect(formatDateInTimeZone(instant, 'UTC')).toBe('2026-05-16');
    expect(formatDateInTimeZone(instant, 'Asia/Jerusalem')).toBe('2026-05-17');
    expect(formatDateInTimeZone(instant, 'Asia/Tokyo')).toBe('2026-05-17');
    expect(formatDateInTimeZone(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses made-up ones', () => {
    for (const zone of ['UTC', 'America/New_York', 'America/Chicago', 'Asia/Jerusalem', 'Asia/Tokyo', 'US/Eastern'])
      expect(isValidTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '', 'GMT+25']) expect(isValidTimeZone(zone), zone).toBe(false);
  });
});
