import { randomInt } from 'node:crypto';
import { MFA_POLICY } from './mfaPolicy.ts';

/** A fresh one-time code: six uniformly random digits from the operating system's CSPRNG, leading zeros kept. */
export function generateMfaCode(): string {
  return String(randomInt(0, 10 ** MFA_POLICY.codeDigits)).padStart(MFA_POLICY.codeDigits, '0');
}
