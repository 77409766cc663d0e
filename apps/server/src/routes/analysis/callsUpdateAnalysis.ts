import { ANALYSIS_STATUS, endpoints, type FieldError, VERSION_CONFLICT } from '@carecall/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireOrganizationAnalysis } from '../../analysis/requireOrganizationAnalysis.ts';
import { toCallAnalysis } from '../../analysis/toCallAnalysis.ts';
import { callAnalyses } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { createVersionConflict } from '../../versions/createVersionConflict.ts';
import { readRecordEditor } from '../../versions/readRecordEditor.ts';

/** Fields of an analysis that only the analyser sets; a correction may repeat them unchanged, never change them. */
const ANALYSER_FIELDS = ['response_status', 'lta_status', 'ca_status', 'call_plot', 'version', 'analysis_url'] as const;

/**
 * `PUT /api/user/patient/{id}/call/analysis/{analysisId}`: a reviewer's correction of a finished analysis (complete,
 * or not enough data): the anomaly level they judge right and a note, based on the analysis's `record_version`
 * (409 `VERSION_CONFLICT` with the current analysis when it changed, a reanalysis' progress included). An analysis
 * still pending or in progress answers 409 `ANALYSIS_NOT_FINISHED`; a changed analyser field 400 naming it.
 */
export function registerCallsUpdateAnalysis(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsUpdateAnalysis, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const updated = await withTransaction(db, async (tx) => {
      const current = await requireOrganizationAnalysis(
        tx,
        { organizationId: scope.organizationId, patientId: patient.id, analysisId: params.analysisId },
        { forUpdate: true },
      );
      if (current.version !== body.record_version) {
        throw createVersionConflict({
          code: VERSION_CONFLICT,
          record: 'analysis',
          baseVersion: body.record_version,
          currentVersion: current.version,
          changedBy: await readRecordEditor(tx, current.updatedBy),
          changedAt: current.updatedAt,
          current: toCallAnalysis(current),
        });
      }
      const answered = toCallAnalysis(current);
      const changed: FieldError[] = ANALYSER_FIELDS.filter(
        (field) => body[field] !== undefined && body[field] !== answered[field],
      ).map((field) => ({ path: field, message: 'Set by the analysis; it cannot be changed' }));
      if (changed.length > 0) throw createValidationError(changed);
      if (current.status !== ANALYSIS_STATUS.complete && current.status !== ANALYSIS_STATUS.notEnoughData) {
        throw new HttpError(409, 'ANALYSIS_NOT_FINISHED', 'This analysis has not finished yet; correct it once it has');
      }
      const fields = [
        ...(body.anomaly_type !== undefined ? ['anomaly_type'] : []),
        ...(body.comment !== undefined ? ['comment'] : []),
      ];
      const [row] = await tx
        .update(callAnalyses)
        .set({
          ...(body.anomaly_type !== undefined ? { anomalyLevel: body.anomaly_type } : {}),
          ...(body.comment !== undefined ? { comment: body.comment } : {}),
          version: sql`${callAnalyses.version} + 1`,
          updatedBy: scope.userId,
          updatedAt: scope.requestedAt,
        })
        .where(eq(callAnalyses.id, current.id))
        .returning();
      if (!row) throw new Error(`analysis ${current.id} vanished while locked`);
      await recordPatientAudit(tx, scope, 'client_call_analysis_updated', patient.id, {
        callId: row.callId,
        analysisId: row.id,
        fields,
      });
      return row;
    });
    return toCallAnalysis(updated);
  });
}
