import type { ActivityEvent } from '@carecall/api-client';
import { endpoints } from '@carecall/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { callRecordings, calls, callTranscriptions } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { callPlacedAt } from './listPatientCalls.ts';

/**
 * `GET /api/user/patient/{id}/activityLog`: a client's timeline, newest first — when the client was created
 * (`patientCreated`), and each call placed to them (`outgoingCall`, with the product that placed it, its recorded
 * length, a fresh signed recording link when a recording is stored and whether a transcript exists). Calls the
 * client did not answer are outgoing calls of length 0 without a recording. 404 for another organization's client.
 */
export function registerActivityList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.activityList, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const rows = await db
      .select({
        id: calls.id,
        product: calls.product,
        placedAt: callPlacedAt,
        recordingTime: calls.recordingTime,
        fileId: callRecordings.fileId,
        transcribed: callTranscriptions.callId,
      })
      .from(calls)
      .leftJoin(callRecordings, eq(callRecordings.callId, calls.id))
      .leftJoin(callTranscriptions, eq(callTranscriptions.callId, calls.id))
      .where(and(eq(calls.patientId, patient.id), eq(calls.organizationId, scope.organizationId)))
      .orderBy(desc(callPlacedAt), desc(calls.id));
    const signLink = await createCallRecordingLinkSigner(context.services);
    const events: ActivityEvent[] = rows.map((row) => ({
      eventName: 'outgoingCall',
      createdDate: new Date(row.placedAt).toISOString(),
      callId: row.id,
      outgoingCallSource: row.product,
      callDuration: row.recordingTime,
      tempURL: signLink(row.fileId),
      isTranscription: row.transcribed !== null,
    }));
    events.push({
      eventName: 'patientCreated',
      createdDate: patient.createdAt.toISOString(),
      callId: null,
      outgoingCallSource: null,
      callDuration: null,
      tempURL: null,
      isTranscription: false,
    });
    events.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    await recordPatientAudit(db, scope, 'client_activity_read', patient.id, { count: events.length });
    return { events };
  });
}
