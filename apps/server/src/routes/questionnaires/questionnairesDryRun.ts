import { endpoints } from '@carecall/api-client';
import { canCallNow } from '@carecall/graph-core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { enqueueBotCallJob, requestBotCall } from '../../botCalls/requestBotCall.ts';
import { patients } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { assertQuestionnairePermission } from '../../questionnaires/assertQuestionnairePermission.ts';
import { checkQuestionnaireForSave } from '../../questionnaires/checkQuestionnaireForSave.ts';
import { loadVisibleQuestionnaire } from '../../questionnaires/loadVisibleQuestionnaire.ts';
import { isLocalTelephony } from '../../telephony/local/createLocalTelephony.ts';

/** What a dry run's request row holds for a number: it dials the admin's browser line, no telephone number. */
export const DRY_RUN_PHONE_NUMBER = 'dry-run';

/**
 * `POST /bot/dryRun` (admins): a bot call of a saved questionnaire whose client leg rings the admin's own browser
 * line. Refusals, in the order checked: 409 `QUESTIONNAIRE_UNSAVED` (`hasUnsavedChanges`), 404 `PATIENT_NOT_FOUND`
 * (another organization's client looks missing), 404 `QUESTIONNAIRE_NOT_FOUND`, 409 `QUESTIONNAIRE_ARCHIVED` /
 * `QUESTIONNAIRE_NOT_CALLABLE` (graph-core's `canCallNow`, as Call Now), 409 `QUESTIONNAIRE_VERSION_CONFLICT`
 * (`questionnaireVersion`: another save came since the editor loaded it), 400 `QUESTIONNAIRE_INVALID` /
 * `QUESTIONNAIRE_REFERENCE_INVALID` (the stored questionnaire no longer passes save validation), 409
 * `DRY_RUN_UNAVAILABLE` (the server's calls run on a provider that cannot ring a browser line), 404
 * `DRY_RUN_LINE_NOT_FOUND` (`lineId` is not a line this user opened in this organization). A client who declined
 * calls may still be used: a dry run does not call them.
 */
export function registerQuestionnairesDryRun(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesDryRun, async ({ body }, { requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const { db, telephony } = services;
    if (body.hasUnsavedChanges) {
      throw new HttpError(409, 'QUESTIONNAIRE_UNSAVED', 'Save the questionnaire first: a dry run runs it as saved', {
        field: 'hasUnsavedChanges',
      });
    }
    const [patient] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, body.patientId), eq(patients.organizationId, organizationId)));
    if (!patient) {
      throw new HttpError(404, 'PATIENT_NOT_FOUND', `Client ${body.patientId} was not found`, { field: 'patientId' });
    }
    const questionnaire = await loadVisibleQuestionnaire(db, body.questionnaireId, organizationId);
    assertQuestionnairePermission(canCallNow, questionnaire, organizationId);
    if (questionnaire.version !== body.questionnaireVersion) {
      throw new HttpError(
        409,
        'QUESTIONNAIRE_VERSION_CONFLICT',
        'The questionnaire was saved again since it was opened: reload it first',
        { field: 'questionnaireVersion', version: questionnaire.version },
      );
    }
    await checkQuestionnaireForSave(db, {
      document: questionnaire.document,
      ownerId: questionnaire.organizationId,
      questionnaireId: questionnaire.id,
      current: questionnaire.document,
    });
    const devPhones = isLocalTelephony(telephony) ? telephony.devPhones : null;
    if (!devPhones) {
      throw new HttpError(409, 'DRY_RUN_UNAVAILABLE', 'Dry runs need the server’s own media plane for calls');
    }

    const now = services.now();
    const callId = await withTransaction(db, async (tx) => {
      const requested = await requestBotCall(
        tx,
        {
          organizationId,
          patientId: patient.id,
          patientPhoneId: null,
          phoneNumber: DRY_RUN_PHONE_NUMBER,
          questionnaireId: questionnaire.id,
          questionnaireVersion: questionnaire.version,
          requestedBy: auth.user.id,
          isDryRun: true,
          now,
        },
        { enqueue: false },
      );
      // Bound before the job exists, so the call can only ever ring this line.
      const bound = devPhones.bindCall({
        callId: String(requested.callId),
        lineId: body.lineId,
        organizationId,
        userId: auth.user.id,
      });
      if (!bound) {
        throw new HttpError(404, 'DRY_RUN_LINE_NOT_FOUND', 'Your browser line for dry runs is not open', {
          field: 'lineId',
        });
      }
      await enqueueBotCallJob(tx, requested.callId, now, organizationId);
      await recordAudit(tx, {
        userId: auth.user.id,
        at: now,
        action: AUDIT_ACTIONS.dryRunRequested,
        organizationId,
        clientId: patient.id,
        detail: { callId: requested.callId, questionnaireId: questionnaire.id, version: questionnaire.version },
      });
      return requested.callId;
    });
    services.botCallWorker.wake();
    return { call_id: callId };
  });
}
