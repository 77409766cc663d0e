import { createValidationError } from '../../patients/createValidationError.ts';
import type { PatientCallQuery } from './listPatientCalls.ts';

/** The call list's query as the contract parses it. */
export interface CallListQueryInput {
  startTime?: string | undefined;
  endTime?: string | undefined;
  limit?: number | undefined;
  order: 'ASC' | 'DESC';
  status?: 'answered' | 'notAnswered' | undefined;
  minDuration?: number | undefined;
  durationUnit?: 'seconds' | 'minutes' | undefined;
}

/**
 * Turns the parsed query of both call lists into the read's range. A range that ends before it starts is a 400 on
 * `endTime` in the shape of a schema failure, rather than a silently empty list the user could take for "no calls".
 */
export function readCallListQuery(
  query: CallListQueryInput,
  scope: { organizationId: number; patientId: number },
): PatientCallQuery {
  const startTime = query.startTime === undefined ? undefined : new Date(query.startTime);
  const endTime = query.endTime === undefined ? undefined : new Date(query.endTime);
  if (startTime && endTime && endTime < startTime)
    throw createValidationError([{ path: 'endTime', message: 'Must not be before startTime' }]);
  const minDurationSeconds =
    query.minDuration === undefined ? undefined : query.minDuration * (query.durationUnit === 'minutes' ? 60 : 1);
  return {
    ...scope,
    startTime,
    endTime,
    limit: query.limit,
    order: query.order,
    status: query.status,
    minDurationSeconds,
  };
}
