import { HttpError } from '../http/HttpError.ts';
import type { AuthUser } from './RequestAuth.ts';

/**
 * Refuses an e-mail address that is not the caller's own (compared without case), so the e-mail channel of the second
 * factor cannot be pointed at someone else's mailbox. Answers 400 `MFA_EMAIL_MISMATCH` naming the `email` field.
 */
export function requireOwnEmail(user: AuthUser, email: string): void {
  if (email.trim().toLowerCase() === user.email.toLowerCase()) return;
  throw new HttpError(400, 'MFA_EMAIL_MISMATCH', 'This is not the e-mail address of your account', {
    fields: [{ path: 'email', message: 'This is not the e-mail address of your account' }],
  });
}
