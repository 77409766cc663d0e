import { endpoints, isCallLive } from '@carecall/api-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { FEEDBACK_SENTENCES } from '../../speech/FEEDBACK_SENTENCES.ts';
import { LIVE_CALL_ACTION_BUTTONS } from './conferenceLoadCall.ts';

/**
 * `GET /conference/patient/{id}/call/last`: the newest call of a client of the selected organization (by when it
 * started, else when it was made, as the call lists order them), its leg statuses and whether it is still live by
 * the server's clock, with a live call's buttons as the call load gave them. Another organization's client answers 404 like a missing one; the read is audited as a read of
 * the client's calls.
 */
export function registerConferenceGetLastCall(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.conferenceGetLastCall, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const [call] = await db
      .select()
      .from(calls)
      .where(and(eq(calls.patientId, patient.id), eq(calls.organizationId, scope.organizationId)))
      .orderBy(desc(sql`coalesce(${calls.startDate}, ${calls.dateCreated})`), desc(calls.id))
      .limit(1);
    await recordPatientAudit(db, scope, 'client_calls_read', patient.id, { count: call ? 1 : 0, last: true });
    if (!call) return { call: null };
    const statuses = {
      patient_dial_status: call.patientDialStatus,
      interviewer_call_status: call.interviewerCallStatus,
      is_dry_run: call.isDryRun,
      date_created: call.dateCreated.toISOString(),
    };
    const live = isCallLive(statuses, context.services.now().getTime());
    return {
      call: {
        call_id: call.id,
        product: call.product,
        source: call.source,
        questionnaire_id: call.questionnaireId,
        batch_id: call.batchId,
        patient_phone: call.patientPhone,
        start_date: call.startDate?.toISOString() ?? null,
        is_own: call.interviewerId === scope.userId,
        live,
        feedback_manager:
          live && call.product === 'lift'
            ? { action_buttons: [...LIVE_CALL_ACTION_BUTTONS], feedback_buttons: [...FEEDBACK_SENTENCES] }
            : null,
        ...statuses,
      },
    };
  });
}
