import { HttpError } from '../http/HttpError.ts';
import type { RequestAuth } from './RequestAuth.ts';

/**
 * The organization a `user` endpoint acts in. The auth hook always sets one there; this narrows the type, and refuses
 * rather than guesses should a route ever be declared with a weaker requirement.
 */
export function requireOrganizationId(auth: RequestAuth): number {
  if (auth.organizationId === null) {
    throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'Select an organization to act in');
  }
  return auth.organizationId;
}
