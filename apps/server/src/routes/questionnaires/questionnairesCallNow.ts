import { CONSENT_TAG_NAME, endpoints } from '@carecall/api-client';
import { canCallNow } from '@carecall/graph-core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { BotCallAlreadyActiveError, requestBotCall } from '../../botCalls/requestBotCall.ts';
import { patientPhones, patients, patientTags } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';

function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * `POST /bot/call` (Call Now): stores a bot call to one of a client's phones with a questionnaire as a call record
 * (status `queued`, in the calls panel at once) with the job that places it, and answers the call's id. The client
 * must be the selected organization's (404 `PATIENT_NOT_FOUND`) and not have declined consent (409
 * `PATIENT_CONSENT_DECLINED`); the number must be one of theirs (404 `PHONE_NUMBER_NOT_FOUND`, compared by
 * digits, so `+1-202…`, `1-202…` and `1202…` are the same); the questionnaire must be visible (404), active (409
 * `QUESTIONNAIRE_ARCHIVED`) and a whole questionnaire, not a sub-questionnaire (409 `QUESTIONNAIRE_NOT_CALLABLE`):
 * graph-core's `canCallNow` decides both, as it does for the editor's button.
 * A parent's questionnaire may be used: calling changes nothing in it.
 * One bot call to a client at a time: while one is queued (a retry waiting for its next attempt included) or under
 * way, Call Now is refused with 409 `BOT_CALL_ALREADY_QUEUED`, naming that call (`callId`, `status`,
 * `nextAttemptAt`, null when it is due at once or under way); of two concurrent Call Nows only one is accepted.
 */
export function registerQuestionnairesCallNow(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesCallNow, async ({ body }, { requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db } = services;

    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, body.patientId), eq(patients.organizationId, organizationId)));
    if (!patient) throw new HttpError(404, 'PATIENT_NOT_FOUND', `Client ${body.patientId} was not found`);
    const [consent] = await db
      .select({ params: patientTags.params })
      .from(patientTags)
      .where(and(eq(patientTags.patientId, patient.id), eq(patientTags.name, CONSENT_TAG_NAME)));
    if (consent?.params === 'declined') {
      throw new HttpError(409, 'PATIENT_CONSENT_DECLINED', 'This client declined to be called');
    }

    const wanted = digitsOf(body.phoneNumber);
    const phones = await db
      .select({ id: patientPhones.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
      .from(patientPhones)
      .where(eq(patientPhones.patientId, patient.id));
    const phone = phones.find((candidate) => digitsOf(`${candidate.countryCode}${candidate.number}`) === wanted);
    if (!phone || wanted === '') {
      throw new HttpError(404, 'PHONE_NUMBER_NOT_FOUND', 'This phone number is not one of the client’s');
    }

    const questionnaire = await loadVisibleQuestionnaire(db, body.questionnaireId, organizationId);
    assertQuestionnairePermission(canCallNow, questionnaire, organizationId);

    const now = services.now();
    const { callId, exeId } = await withTransaction(db, async (tx) => {
      const requested = await requestOrRefuse(tx, {
        organizationId,
        patientId: patient.id,
        patientPhoneId: phone.id,
        phoneNumber: `${phone.countryCode}-${phone.number}`,
        questionnaireId: questionnaire.id,
        questionnaireVersion: questionnaire.version,
        requestedBy: auth.user.id,
        now,
      });
      await recordAudit(tx, {
        userId: auth.user.id,
        at: now,
        action: AUDIT_ACTIONS.botCallRequested,
        organizationId,
        clientId: patient.id,
        detail: { callId: requested.callId, questionnaireId: questionnaire.id },
      });
      return requested;
    });
    services.botCallWorker.wake();
    return { call_id: callId, bot_call_exe_id: exeId };
  });
}

/** {@link requestBotCall}, with a client's bot call already queued or under way answered as a 409 naming it. */
async function requestOrRefuse(...args: Parameters<typeof requestBotCall>): ReturnType<typeof requestBotCall> {
  try {
    return await requestBotCall(...args);
  } catch (error) {
    if (!(error instanceof BotCallAlreadyActiveError)) throw error;
    const { callId, status, nextAttemptAt } = error.active;
    throw new HttpError(409, 'BOT_CALL_ALREADY_QUEUED', `This client already has bot call ${callId} ${status}`, {
      field: 'patientId',
      callId,
      status,
      nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    });
  }
}
