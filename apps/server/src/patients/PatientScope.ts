import { HttpError } from '../http/HttpError.ts';
import type { EndpointContext } from '../http/registerEndpoint.ts';

/** Who acts on client data, in which organization and when: every client route scopes its reads and writes to this. */
export interface PatientScope {
  userId: number;
  role: number;
  organizationId: number;
  /** The request's time by the app clock, for the audit entry. */
  requestedAt: Date;
}

/**
 * The caller and the selected organization of a client route. The auth hook has already checked that the user may act
 * in that organization; every query below uses `organizationId`, so a client of another organization is never seen.
 */
export function getPatientScope(context: EndpointContext): PatientScope {
  const auth = context.requireAuth();
  if (auth.organizationId === null) throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'Select an organization first');
  return {
    userId: auth.user.id,
    role: auth.user.role,
    organizationId: auth.organizationId,
    requestedAt: context.services.now(),
  };
}
