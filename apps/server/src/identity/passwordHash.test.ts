import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash.ts';

describe('password hashing', () => {
  it('accepts the password it hashed and nothing else', async () => {
    const hash = await hashPassword('demo-password');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('demo-passwore', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$salt$short')).toBe(false);
  });
});
