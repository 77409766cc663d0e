import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './formatCallDuration.ts';

describe('formatCallDuration', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3725, '01:02:05'],
    [36_000 + 61, '10:01:01'],
    [12.9, '00:12'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatCallDuration(seconds)).toBe(text);
  });
});
