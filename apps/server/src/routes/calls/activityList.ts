import type { ActivityEvent } from '@carecall/api-client';
import { endpoints } from '@carecall/api-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { callAnalyses, callRecordings, calls, callTranscriptions } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { callPlacedAt } from './listPatientCalls.ts';

/**
 * `GET /api/user/patient/{id}/activityLog`: a client's timeline, newest first — when the client was created
 * (`patientCreated`), and each call placed to them (`outgoingCall`, with the product that placed it, its recorded
 * length, a fresh signed recording link when a recording is stored and whether a transcript exists), and each call
 * whose newest voice analysis found an anomaly (`voiceAnomaly` with its level, dated at the end of its call, so it
 * sits just above the call it is about). Calls the client did not answer are outgoing calls of length 0 without a recording. 404 for
 * another organization's client.
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
    const signLink = await createCallRecordingLinkSigner(context.services, context.requireAuth().user.id);
    const events: ActivityEvent[] = rows.map((row) => ({
      eventName: 'outgoingCall',
      createdDate: new Date(row.placedAt).toISOString(),
      callId: row.id,
      outgoingCallSource: row.product,
      callDuration: row.recordingTime,
      tempURL: signLink(row.fileId),
      isTranscription: row.transcribed !== null,
    }));
    // A call's newest analysis decides: a reviewer who sets the level to 0 removes the anomaly from the log.
    const anomalies = await db
      .selectDistinctOn([callAnalyses.callId], {
        callId: callAnalyses.callId,
        level: callAnalyses.anomalyLevel,
      })
      .from(callAnalyses)
      .where(and(eq(callAnalyses.patientId, patient.id), eq(callAnalyses.organizationId, scope.organizationId)))
      .orderBy(callAnalyses.callId, sql`${callAnalyses.id} desc`);
    const recorded = new Map(rows.map((row) => [row.id, row]));
    for (const anomaly of anomalies) {
      const call = recorded.get(anomaly.callId);
      if (!call || anomaly.level < 1) continue;
      events.push({
        eventName: 'voiceAnomaly',
        createdDate: new Date(new Date(call.placedAt).getTime() + call.recordingTime * 1000).toISOString(),
        callId: anomaly.callId,
        outgoingCallSource: call.product,
        callDuration: call.recordingTime,
        tempURL: signLink(call.fileId),
        isTranscription: call.transcribed !== null,
        anomalyLevel: Math.min(anomaly.level, 2),
      });
    }
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
