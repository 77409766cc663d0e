import type { patientInputSchema } from '@carecall/api-client';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { enqueueBotCallPlanning } from '../schedules/planBotCalls.ts';
import { assertActivePeriod } from './assertActivePeriod.ts';
import { assertNoDuplicatePatient, createPatientAlreadyExistsError } from './assertNoDuplicatePatient.ts';
import { createValidationError } from './createValidationError.ts';
import { findPatientInputProblems } from './findPatientInputProblems.ts';
import { isUniqueViolation } from './isUniqueViolation.ts';
import type { PatientScope } from './PatientScope.ts';
import { recordPatientAudit } from './recordPatientAudit.ts';
import { replacePatientSchedule } from './replacePatientSchedule.ts';
import { savePatientPhones } from './savePatientPhones.ts';
import { toPatientDetailColumns } from './toPatientDetailColumns.ts';

/** A create body after the contract's schema. */
export type ParsedPatientInput = z.output<typeof patientInputSchema>;

/**
 * Creates a client in the caller's organization with its phones and schedule, in one transaction with its audit
 * entry. Refuses field problems the schema cannot see (400), an active period set by someone other than a super admin
 * (403) and a duplicate of another client (409). Returns the new id and version (1, stamped with its creator).
 */
export async function createPatientRecord(
  db: Db,
  scope: PatientScope,
  input: ParsedPatientInput,
  now: Date,
): Promise<{ id: number; version: number }> {
  const problems = findPatientInputProblems(input);
  if (problems.length > 0) throw createValidationError(problems);
  const columns = toPatientDetailColumns(input.patientDetails);
  assertActivePeriod(scope, null, { startDate: columns.startDate, endDate: columns.endDate }, 'patientDetails');
  const { first_name: firstName, last_name: lastName, birth_date: birthDate } = input.patientDetails;
  try {
    return await withTransaction(db, async (tx) => {
      await assertNoDuplicatePatient(tx, scope.organizationId, {
        firstName,
        lastName,
        birthDate,
        externalId: columns.externalId ?? null,
      });
      const [row] = await tx
        .insert(patients)
        .values({
          ...columns,
          firstName,
          lastName,
          birthDate,
          organizationId: scope.organizationId,
          daysFrequency: input.patientSchedulerFrequency?.days_frequency ?? null,
          createdAt: now,
          updatedAt: now,
          updatedBy: scope.userId,
        })
        .returning({ id: patients.id, version: patients.version });
      if (!row) throw new Error('inserting a client returned no row');
      const phones = await savePatientPhones(tx, row.id, input.patientPhones);
      await replacePatientSchedule(tx, row.id, input.patientSchedule);
      if (input.patientSchedule.length > 0) await enqueueBotCallPlanning(tx, row.id, scope.requestedAt);
      await recordPatientAudit(tx, scope, 'client_created', row.id, {
        phones: phones.added,
        scheduleSlots: input.patientSchedule.length,
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw createPatientAlreadyExistsError();
    throw error;
  }
}
