import { describe, expect, it } from 'vitest';
import { getFieldControlProps, getFieldDescribedBy } from './useFieldIds.ts';

const ids = { inputId: 'f', hintId: 'f-hint', errorId: 'f-error' };

describe('getFieldDescribedBy', () => {
  it('points at the error before the hint, and at nothing when neither shows', () => {
    expect(getFieldDescribedBy(ids, { hint: 'h', error: 'e' })).toBe('f-error f-hint');
    expect(getFieldDescribedBy(ids, { hint: '', error: ['', ''] })).toBeUndefined();
  });
});

describe('getFieldControlProps', () => {
  it('marks an invalid, required control and describes it by its messages', () => {
    expect(
      getFieldControlProps(ids, { name: 'code', required: true, error: 'Wrong code', hint: 'Six digits' }),
    ).toEqual({
      name: 'code',
      disabled: false,
      invalid: true,
      'aria-invalid': true,
      'aria-required': true,
      'aria-describedby': 'f-error f-hint',
    });
  });

  it('leaves the aria attributes off a plain control', () => {
    expect(getFieldControlProps(ids, { disabled: true, error: '' })).toEqual({
      name: undefined,
      disabled: true,
      invalid: false,
      'aria-invalid': undefined,
      'aria-required': undefined,
      'aria-describedby': undefined,
    });
  });
});
