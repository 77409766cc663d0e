import { isSuperAdminRole } from '@carecall/api-client';
import { HttpError } from '../http/HttpError.ts';
import { createValidationError } from './createValidationError.ts';
import type { PatientScope } from './PatientScope.ts';

/** A client's active period; null ends are open. */
export interface ActivePeriod {
  startDate: string | null;
  endDate: string | null;
}

/**
 * Guards a change of a client's active period: only super admins set it, whichever route carries it, and
 * the period may not end before it starts. `current` is null for a new client; `next` holds only what the request
 * sends. `pathPrefix` names the request's fields (`patientDetails`, `updateParams`, `patientData`).
 */
export function assertActivePeriod(
  scope: PatientScope,
  current: ActivePeriod | null,
  next: { startDate?: string | null | undefined; endDate?: string | null | undefined },
  pathPrefix: string,
): void {
  const changes =
    (next.startDate !== undefined && next.startDate !== (current?.startDate ?? null)) ||
    (next.endDate !== undefined && next.endDate !== (current?.endDate ?? null));
  if (changes && !isSuperAdminRole(scope.role))
    throw new HttpError(403, 'FORBIDDEN', 'Only super admins set the active period of a client');
  const startDate = next.startDate === undefined ? (current?.startDate ?? null) : next.startDate;
  const endDate = next.endDate === undefined ? (current?.endDate ?? null) : next.endDate;
  if (startDate !== null && endDate !== null && endDate < startDate)
    throw createValidationError([
      { path: `${pathPrefix}.end_date`, message: 'End date must not be before start date' },
    ]);
}
