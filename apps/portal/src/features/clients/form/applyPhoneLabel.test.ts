import { describe, expect, it } from 'vitest';
import { applyPhoneLabel, removePhone } from './applyPhoneLabel.ts';
import type { PhoneFormValue } from './clientFormValues.ts';

const phone = (overrides: Partial<PhoneFormValue>): PhoneFormValue => ({
  country_code: '1',
  phone_number: '',
  label: '',
  removed: false,
  ...overrides,
});

describe('phone counterpart rule', () => {
  it('adds the counterpart label when a filled phone takes home or mobile', () => {
    const next = applyPhoneLabel([phone({ phone_number: '2025550100' })], 0, 'home');
    expect(next.map((item) => item.label)).toEqual(['home', 'mobile']);
    expect(next[1]?.phone_number).toBe('');
  });

  it('does not add the counterpart twice', () => {
    const next = applyPhoneLabel(
      [phone({ phone_number: '1' }), phone({ phone_number: '2', label: 'home' })],
      0,
      'mobile',
    );
    expect(next).toHaveLength(2);
  });

  it('blanks an empty counterpart row when an empty phone takes the label', () => {
    const next = applyPhoneLabel([phone({}), phone({ label: 'mobile' })], 0, 'home');
    expect(next.map((item) => item.label)).toEqual(['home', '']);
  });

  it('marks a stored phone removed and drops a new one', () => {
    expect(removePhone([phone({ id: 4 }), phone({})], 0)[0]?.removed).toBe(true);
    expect(removePhone([phone({ id: 4 }), phone({})], 1)).toHaveLength(1);
  });
});
