import { and, eq } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { callAnalyses } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import type { CallAnalysisRow } from './CallAnalysisRow.ts';

/**
 * The analysis with this id of this client in this organization, or 404: another organization's or client's analysis
 * answers exactly like one that does not exist. `forUpdate` locks it for the rest of the transaction.
 */
export async function requireOrganizationAnalysis(
  db: Db,
  { organizationId, patientId, analysisId }: { organizationId: number; patientId: number; analysisId: number },
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<CallAnalysisRow> {
  if (!isDatabaseId(analysisId)) throw analysisNotFound();
  const query = db
    .select()
    .from(callAnalyses)
    .where(
      and(
        eq(callAnalyses.id, analysisId),
        eq(callAnalyses.organizationId, organizationId),
        eq(callAnalyses.patientId, patientId),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw analysisNotFound();
  return row;
}

function analysisNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'Analysis not found');
}
