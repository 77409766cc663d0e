import { describe, expect, it } from 'vitest';
import { formatPortalDay } from './formatPortalDay.ts';

describe('formatPortalDay', () => {
  it('shows the day in the user time zone, as MMM D, YYYY in English', () => {
    expect(formatPortalDay('2024-03-01T23:30:00Z', { locale: 'en', timeZone: 'UTC' })).toBe('Mar 1, 2024');
    expect(formatPortalDay('2024-03-01T23:30:00Z', { locale: 'en', timeZone: 'Asia/Tokyo' })).toBe('Mar 2, 2024');
  });

  it('writes Japanese dates the Japanese way', () => {
    expect(formatPortalDay('2024-03-01T10:00:00Z', { locale: 'ja', timeZone: 'UTC' })).toBe('2024年3月1日');
  });

  it('falls back to UTC for an unknown zone and to an empty text for an unreadable date', () => {
    expect(formatPortalDay('2024-03-01T23:30:00Z', { locale: 'en', timeZone: 'Mars/Base' })).toBe('Mar 1, 2024');
    expect(formatPortalDay('not a date', { locale: 'en', timeZone: 'UTC' })).toBe('');
  });
});
