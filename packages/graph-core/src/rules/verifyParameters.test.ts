import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { verifyParameters } from './verifyParameters.ts';

describe('verifyParameters', () => {
  const known = ['first_name', 'last_name', 'nurse_phone'];

  it('confirms known keys with the specification message', () => {
    expect(verifyParameters(['Hi {first_name} {last_name}', 'Bye {first_name}'], known)).toEqual({
      ok: true,
      unknown: [],
      found: ['first_name', 'last_name'],
      message: 'Parameters was successfully verified: first_name, last_name',
    });
  });

  it('names the unknown keys and fails, so Confirm is disabled', () => {
    expect(verifyParameters(['Hi {first_name} {pet}', undefined, 'about {age}'], known)).toEqual({
      ok: false,
      unknown: ['pet', 'age'],
      found: ['first_name', 'pet', 'age'],
      message: 'A selected parameter does not exist: pet, age',
    });
  });

  it('has no message when no text refers to a parameter', () => {
    expect(verifyParameters(['Hello there'], known)).toEqual({ ok: true, unknown: [], found: [], message: '' });
  });

  it('checks keys entered without braces as one key each', () => {
    expect(verifyParameters([], known, { keys: ['{nurse_phone}'] }).message).toBe(
      'Parameters was successfully verified: nurse_phone',
    );
    expect(verifyParameters([], known, { keys: [' doctor phone '] }).unknown).toEqual(['doctor phone']);
    expect(verifyParameters([], known, { keys: ['{}', undefined] }).found).toEqual([]);
  });

  test.prop(
    [fc.array(fc.stringMatching(/^[a-z_]{1,6}$/), { maxLength: 6 }), fc.array(fc.stringMatching(/^[a-z_]{1,6}$/))],
    {
      seed: 1717,
    },
  )('is ok exactly when every referenced key is known', (referenced, knownKeys) => {
    const text = referenced.map((key) => `{${key}}`).join(' and ');
    const result = verifyParameters([text], knownKeys);
    expect(result.ok).toBe(referenced.every((key) => knownKeys.includes(key)));
    expect(new Set(result.found)).toEqual(new Set(referenced));
    for (const key of result.unknown) expect(knownKeys).not.toContain(key);
  });
});
