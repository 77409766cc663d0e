import { CONSENT_TAG_NAME, endpoints, LIVE_CALL_HOLD_MS } from '@carecall/api-client';
import { canCallNow } from '@carecall/graph-core';
import { and, eq, gt, isNotNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { calls, patientPhones, patients, patientTags } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import { FEEDBACK_SENTENCES } from '../../speech/FEEDBACK_SENTENCES.ts';
import { FINAL_DIAL_STATUSES, TelephonyError } from '../../telephony/Telephony.ts';

/** The actions a live call offers the operator: `answered` once the client has picked up. */
export const LIVE_CALL_ACTION_BUTTONS = [{ action: 'answered', text: 'Answered' }] as const;

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

function invalidPhoneNumber(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', { fields: [{ path: 'phone_number', message }] });
}

function patientNotFound(id: number): HttpError {
  return new HttpError(404, 'PATIENT_NOT_FOUND', `Client ${id} was not found`);
}

/**
 * `POST /conference/call/load`: starts an operator's live call to a client of the selected organization with a
 * questionnaire. The body's `organization_id` must be the selected organization and the client one of its (another
 * organization's client answers 404 like a missing one); a stored phone (`phone_number_id`) must be the client's, a
 * custom number is dialled as typed; the questionnaire must be callable (visible, active, not a sub-questionnaire).
 * A client with a call still ringing or connected answers 409 `CALLEE_NOT_AVAILABLE`, as does one who declined to be
 * called (409 `PATIENT_CONSENT_DECLINED`). The call's conference is opened (recorded) and the client dialled, except
 * on a dry run, which only opens an unrecorded conference for the operator to rehearse the questionnaire: it has no
 * client's voice to keep or analyse.
 */
export function registerConferenceLoadCall(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.conferenceLoadCall, async ({ body }, { requireAuth, services, audit }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db, telephony } = services;
    if (body.organization_id !== organizationId) {
      throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', 'organization_id: not the selected organization');
    }

    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, body.patient_id), eq(patients.organizationId, organizationId)));
    if (!patient) throw patientNotFound(body.patient_id);
    const [consent] = await db
      .select({ params: patientTags.params })
      .from(patientTags)
      .where(and(eq(patientTags.patientId, patient.id), eq(patientTags.name, CONSENT_TAG_NAME)));
    if (consent?.params === 'declined') {
      throw new HttpError(409, 'PATIENT_CONSENT_DECLINED', 'This client declined to be called');
    }

    let phoneNumber = body.phone_number.trim();
    if (body.phone_number_id !== null) {
      const [phone] = await db
        .select({ countryCode: patientPhones.countryCode, number: patientPhones.number })
        .from(patientPhones)
        .where(and(eq(patientPhones.id, body.phone_number_id), eq(patientPhones.patientId, patient.id)));
      if (!phone) {
        throw new HttpError(404, 'PHONE_NUMBER_NOT_FOUND', 'phone_number_id: not one of the client’s phones');
      }
      phoneNumber = `${phone.countryCode}-${phone.number}`;
    }
    if (digitsOf(phoneNumber).length < 4) {
      throw invalidPhoneNumber('A phone number with its country code is required');
    }

    const questionnaire = await loadVisibleQuestionnaire(db, body.questionnaire, organizationId);
    assertQuestionnairePermission(canCallNow, questionnaire, organizationId);

    const now = services.now();
    const [busy] = await db
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(
          eq(calls.patientId, patient.id),
          isNotNull(calls.patientDialStatus),
          notInArray(calls.patientDialStatus, [...FINAL_DIAL_STATUSES]),
          gt(calls.dateCreated, new Date(now.getTime() - LIVE_CALL_HOLD_MS)),
        ),
      )
      .limit(1);
    if (busy) throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'The client is already on a call');

    const [call] = await db
      .insert(calls)
      .values({
        organizationId,
        patientId: patient.id,
        source: 'voip',
        product: 'lift',
        interviewerId: auth.user.id,
        patientPhone: phoneNumber,
        questionnaireId: questionnaire.id,
        patientDialStatus: body.is_dry_run ? null : 'queued',
        batchId: body.batch_id,
        isDryRun: body.is_dry_run,
        dateCreated: now,
      })
      .returning({ id: calls.id });
    if (!call) throw new Error('could not store the call');
    const callId = String(call.id);

    try {
      await telephony.openConference({ callId, organizationId, clientId: patient.id, record: !body.is_dry_run });
      if (!body.is_dry_run) await telephony.dialClient({ callId, phoneNumber });
    } catch (error) {
      await db.update(calls).set({ patientDialStatus: 'failed' }).where(eq(calls.id, call.id));
      if (error instanceof TelephonyError && error.code === 'INVALID_PHONE_NUMBER') {
        throw invalidPhoneNumber(error.message);
      }
      if (error instanceof TelephonyError && error.code === 'LEG_BUSY') {
        throw new HttpError(409, 'CALLEE_NOT_AVAILABLE', 'The client is already on a call');
      }
      throw new HttpError(503, 'TELEPHONY_UNAVAILABLE', 'The call could not be placed', {}, error);
    }

    await audit({
      action: AUDIT_ACTIONS.liveCallStarted,
      clientId: patient.id,
      detail: { callId: call.id, questionnaireId: questionnaire.id, dryRun: body.is_dry_run },
    });
    return {
      call_id: call.id,
      feedback_manager: {
        action_buttons: [...LIVE_CALL_ACTION_BUTTONS],
        feedback_buttons: [...FEEDBACK_SENTENCES],
      },
    };
  });
}
