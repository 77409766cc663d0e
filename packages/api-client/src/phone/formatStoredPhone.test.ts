import { describe, expect, it } from 'vitest';
import { formatStoredPhone } from './storedPhone.ts';

describe('formatStoredPhone', () => {
  it('shows the stored code-number form as +code number', () => {
    expect(formatStoredPhone('1-2025550101')).toBe('+1 2025550101');
    expect(formatStoredPhone('972-501234567')).toBe('+972 501234567');
  });

  it('shows anything else as stored', () => {
    expect(formatStoredPhone('2025550101')).toBe('2025550101');
    expect(formatStoredPhone('null')).toBe('null');
  });
});
