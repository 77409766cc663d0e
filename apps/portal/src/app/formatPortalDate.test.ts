import { describe, expect, it } from 'vitest';
import { formatPortalDate } from './formatPortalDate.ts';
import { registerJapaneseFormats } from './registerJapaneseFormats.ts';

registerJapaneseFormats();

describe('formatPortalDate', () => {
  const instant = '2024-03-01T02:30:00Z';

  it('shows the date in the user time zone', () => {
    expect(formatPortalDate(instant, { locale: 'en', timeZone: 'America/New_York' })).toBe('Feb 29, 2024');
    expect(formatPortalDate(instant, { locale: 'en', timeZone: 'Asia/Tokyo' })).toBe('Mar 1, 2024');
  });

  it('falls back to UTC without a known zone', () => {
    expect(formatPortalDate(instant, { locale: 'en', timeZone: null, format: 'HH:mm' })).toBe('02:30');
    expect(formatPortalDate(instant, { locale: 'en', timeZone: 'Mars/Olympus', format: 'HH:mm' })).toBe('02:30');
  });

  it('speaks the interface language', () => {
    expect(formatPortalDate(instant, { locale: 'ja', timeZone: 'UTC', format: 'MMM' })).toBe('3月');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatPortalDate('not a date', { locale: 'en', timeZone: 'UTC' })).toBe('');
  });
});
