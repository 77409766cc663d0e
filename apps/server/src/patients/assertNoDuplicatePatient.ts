import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';

/** What makes two clients of one organization the same person. */
export interface PatientIdentity {
  firstName: string;
  lastName: string;
  birthDate: string;
  externalId: string | null;
}

/** The answer to a second client with the same details; the text is the specification's. */
export function createPatientAlreadyExistsError(): HttpError {
  return new HttpError(409, 'PATIENT_ALREADY_EXISTS', 'Patient already exist with same details');
}

/**
 * Refuses a client that would duplicate another of the organization: the same external id, or the same first name,
 * last name and birth date (names compared case-insensitively). The unique indexes enforce the same rule, so a race
 * between two creations ends in the same 409 (see `isUniqueViolation`).
 */
export async function assertNoDuplicatePatient(
  db: Db,
  organizationId: number,
  identity: PatientIdentity,
  exceptPatientId?: number,
): Promise<void> {
  const sameName = and(
    sql`lower(${patients.firstName}) = lower(${identity.firstName})`,
    sql`lower(${patients.lastName}) = lower(${identity.lastName})`,
    eq(patients.birthDate, identity.birthDate),
  );
  const sameExternalId: SQL | undefined =
    identity.externalId === null ? undefined : sql`lower(${patients.externalId}) = lower(${identity.externalId})`;
  const [duplicate] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.organizationId, organizationId),
        or(sameName, sameExternalId),
        exceptPatientId === undefined ? undefined : ne(patients.id, exceptPatientId),
      ),
    )
    .limit(1);
  if (duplicate) throw createPatientAlreadyExistsError();
}
