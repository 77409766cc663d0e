import { endpoints, VALIDATION_MESSAGES } from '@carecall/api-client';
import { canCallNow } from '@carecall/graph-core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { findCallBlock } from '../../botCalls/findCallBlock.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { patientPhones, scheduledBotCalls } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { isValidTimeZone } from '../../patients/isValidTimeZone.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import { enqueueScheduledBotCallJob, USER_CANCEL_REASON } from '../../schedules/planBotCalls.ts';
import { parseTimeOfDay, wallClockToInstant } from '../../time/zonedTime.ts';
import { listScheduledBotCalls, toScheduledBotCall } from './scheduledCalls.ts';

/**
 * The scheduled bot calls of a client on the client's Questionnaires page:
 * - `GET /user/patient/{id}/scheduledCalls` lists the planned ones ahead and those canceled lately, with the reason;
 * - `POST` (admins) schedules one: a phone of the client's, a date and time in the client's time zone that lies ahead
 *   (400 on `call_date` otherwise), and a callable questionnaire (as Call Now: visible, active, not a
 *   sub-questionnaire); a client who declined consent or whose active period excludes that date is refused (409);
 * - `DELETE …/{scheduledCallId}` (admins) cancels a planned one (409 `SCHEDULED_CALL_STARTED` once it started).
 * Another organization's client or call answers 404; every read and change is audited.
 */
export function registerScheduledCallsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.scheduledCallsList, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const scheduledCalls = await listScheduledBotCalls(db, patient.id, scope.requestedAt);
    await context.audit({
      action: AUDIT_ACTIONS.scheduledBotCallsRead,
      clientId: patient.id,
      detail: { count: scheduledCalls.length },
    });
    return { scheduledCalls };
  });

  registerEndpoint(app, endpoints.scheduledCallsCreate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    if (!isValidTimeZone(body.timezone)) {
      throw createValidationError([{ path: 'timezone', message: VALIDATION_MESSAGES.unknownTimeZone }]);
    }
    const [phone] = isDatabaseId(body.phone_number_id)
      ? await db
          .select({ id: patientPhones.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
          .from(patientPhones)
          .where(and(eq(patientPhones.id, body.phone_number_id), eq(patientPhones.patientId, patient.id)))
      : [];
    if (!phone) throw createValidationError([{ path: 'phone_number_id', message: VALIDATION_MESSAGES.notClientPhone }]);
    const dueAt = wallClockToInstant(body.call_date, parseTimeOfDay(body.call_time), body.timezone);
    if (dueAt.getTime() <= scope.requestedAt.getTime()) {
      throw createValidationError([{ path: 'call_date', message: VALIDATION_MESSAGES.callTimeMustLieAhead }]);
    }
    const questionnaire = await loadVisibleQuestionnaire(db, body.questionnaire_id, scope.organizationId);
    assertQuestionnairePermission(canCallNow, questionnaire, scope.organizationId);
    const block = await findCallBlock(db, patient.id, dueAt, body.timezone);
    if (block === 'consent-declined') {
      throw new HttpError(409, 'PATIENT_CONSENT_DECLINED', 'This client declined to be called');
    }
    if (block !== null) {
      throw new HttpError(409, 'OUTSIDE_ACTIVE_PERIOD', 'The call date lies outside the client’s active period');
    }
    const row = await withTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(scheduledBotCalls)
        .values({
          organizationId: scope.organizationId,
          patientId: patient.id,
          patientPhoneId: phone.id,
          phoneNumber: `${phone.countryCode}-${phone.number}`,
          questionnaireId: questionnaire.id,
          dueAt,
          localTime: `${body.call_date}T${body.call_time}`,
          timezone: body.timezone,
          origin: 'manual',
          status: 'planned',
          createdBy: scope.userId,
          createdAt: scope.requestedAt,
          updatedAt: scope.requestedAt,
        })
        .returning();
      if (!inserted) throw new Error('the scheduled call was not stored');
      await enqueueScheduledBotCallJob(tx, inserted.id, dueAt);
      return inserted;
    });
    await context.audit({
      action: AUDIT_ACTIONS.botCallScheduled,
      clientId: patient.id,
      detail: { scheduledCallId: row.id, questionnaireId: questionnaire.id, dueAt: dueAt.toISOString() },
    });
    return { scheduledCall: toScheduledBotCall(row, questionnaire.name) };
  });

  registerEndpoint(app, endpoints.scheduledCallsCancel, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const notFound = () =>
      new HttpError(404, 'SCHEDULED_CALL_NOT_FOUND', `Scheduled call ${params.scheduledCallId} was not found`);
    if (!isDatabaseId(params.scheduledCallId)) throw notFound();
    const row = await withTransaction(db, async (tx) => {
      const [found] = await tx
        .select()
        .from(scheduledBotCalls)
        .where(and(eq(scheduledBotCalls.id, params.scheduledCallId), eq(scheduledBotCalls.patientId, patient.id)))
        .for('update');
      if (!found) throw notFound();
      if (found.status === 'started') {
        throw new HttpError(409, 'SCHEDULED_CALL_STARTED', 'This call has started already');
      }
      if (found.status === 'canceled') return found;
      const [updated] = await tx
        .update(scheduledBotCalls)
        .set({ status: 'canceled', cancelReason: USER_CANCEL_REASON, updatedAt: scope.requestedAt })
        .where(eq(scheduledBotCalls.id, found.id))
        .returning();
      return updated ?? found;
    });
    await context.audit({
      action: AUDIT_ACTIONS.botCallScheduleCanceled,
      clientId: patient.id,
      detail: { scheduledCallId: row.id },
    });
    return { scheduledCall: toScheduledBotCall(row, null) };
  });
}
