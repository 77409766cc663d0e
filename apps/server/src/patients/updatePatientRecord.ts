import { type DaysFrequency, findZipCodeProblem, type Patient } from '@carecall/api-client';
import type { Db } from '../db/openDatabase.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { assertActivePeriod } from './assertActivePeriod.ts';
import { assertNoDuplicatePatient, createPatientAlreadyExistsError } from './assertNoDuplicatePatient.ts';
import { createValidationError } from './createValidationError.ts';
import { findPatientInputProblems } from './findPatientInputProblems.ts';
import { isUniqueViolation } from './isUniqueViolation.ts';
import type { PatientScope } from './PatientScope.ts';
import { readPatient } from './readPatient.ts';
import { type PatientAuditAction, recordPatientAudit } from './recordPatientAudit.ts';
import { replacePatientSchedule, type ScheduleSlotInput } from './replacePatientSchedule.ts';
import { requirePatientAtVersion } from './requirePatientAtVersion.ts';
import { type PhoneInput, savePatientPhones } from './savePatientPhones.ts';
import { stampPatientChange } from './stampPatientChange.ts';
import { type ParsedPatientDetails, toPatientDetailColumns } from './toPatientDetailColumns.ts';

/** One change to a client: any of its details, and for the whole form also its phones, schedule and frequency. */
export interface PatientChange {
  /** The client's version the change is based on. */
  baseVersion: number;
  details: Partial<ParsedPatientDetails>;
  /** Applied as `savePatientPhones` does; absent leaves the phones alone. */
  phones?: readonly PhoneInput[];
  /** The whole new schedule; absent leaves it alone. */
  schedule?: readonly ScheduleSlotInput[];
  /** The new frequency, null to clear it; absent leaves it alone. */
  frequency?: { days_frequency: DaysFrequency } | null | undefined;
  /** The request's name for the details object, for field errors (`patientDetails`, `updateParams`, ...). */
  detailsPath: string;
  action: PatientAuditAction;
}

/**
 * Changes a client of the caller's organization (404 for any other) in one transaction with its audit entry, holding
 * the client's row lock so concurrent saves apply in turn, and only if the client is still at the change's base
 * version (409 `VERSION_CONFLICT` otherwise). The same rules as creation apply to the result: field problems (400),
 * the active period only for super admins (403), no duplicate of another client (409). Returns the saved client at
 * its next version.
 */
export async function updatePatientRecord(
  db: Db,
  scope: PatientScope,
  patientId: number,
  change: PatientChange,
  now: Date,
): Promise<Patient> {
  const problems = findPatientInputProblems({
    patientPhones: change.phones ?? [],
    patientSchedule: change.schedule ?? [],
  });
  if (problems.length > 0) throw createValidationError(problems);
  const columns = toPatientDetailColumns(change.details);
  try {
    return await withTransaction(db, async (tx) => {
      const current = await requirePatientAtVersion(tx, scope.organizationId, patientId, change.baseVersion);
      // A zip code changed alone, or a country changed alone, must still suit the other as stored.
      if (columns.zipCode !== undefined || columns.country !== undefined) {
        const message = findZipCodeProblem(
          (columns.zipCode === undefined ? current.zipCode : columns.zipCode) ?? '',
          columns.country === undefined ? current.country : columns.country,
        );
        if (message) throw createValidationError([{ path: `${change.detailsPath}.zip_code`, message }]);
      }
      assertActivePeriod(
        scope,
        current,
        { startDate: columns.startDate, endDate: columns.endDate },
        change.detailsPath,
      );
      const identity = {
        firstName: columns.firstName ?? current.firstName,
        lastName: columns.lastName ?? current.lastName,
        birthDate: columns.birthDate ?? current.birthDate,
        externalId: columns.externalId === undefined ? current.externalId : columns.externalId,
      };
      await assertNoDuplicatePatient(tx, scope.organizationId, identity, current.id);
      const updated = await stampPatientChange(
        tx,
        { row: current, userId: scope.userId, now },
        {
          ...columns,
          ...(change.frequency === undefined ? {} : { daysFrequency: change.frequency?.days_frequency ?? null }),
        },
      );
      const phones = change.phones ? await savePatientPhones(tx, current.id, change.phones) : undefined;
      if (change.schedule) await replacePatientSchedule(tx, current.id, change.schedule);
      await recordPatientAudit(tx, scope, change.action, current.id, {
        fields: Object.keys(change.details).filter(
          (field) => change.details[field as keyof ParsedPatientDetails] !== undefined,
        ),
        ...(phones ? { phones } : {}),
        ...(change.schedule ? { scheduleSlots: change.schedule.length } : {}),
      });
      return readPatient(tx, updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw createPatientAlreadyExistsError();
    throw error;
  }
}
