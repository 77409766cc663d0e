import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration.ts';

describe('formatDuration', () => {
  it('drops zero hours and pads the rest', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65.9)).toBe('01:05');
    expect(formatDuration(3725)).toBe('01:02:05');
    expect(formatDuration(-3)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });
});
