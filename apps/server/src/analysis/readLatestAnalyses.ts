import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { callAnalyses } from '../db/schema/index.ts';
import type { CallAnalysisRow } from './CallAnalysisRow.ts';

/**
 * The newest analysis of each of these calls, by call id; calls never analysed are absent. One query however many
 * calls (`distinct on` over `call_analyses_call_idx`), for the call lists to show each call's analysis codes. Callers
 * have already scoped the call ids to the organization. The ids travel as one array parameter, not one parameter
 * each: binding thousands of parameters cost more than the query.
 */
export async function readLatestAnalyses(db: Db, callIds: readonly number[]): Promise<Map<number, CallAnalysisRow>> {
  const latest = new Map<number, CallAnalysisRow>();
  if (callIds.length === 0) return latest;
  const idArray = `{${[...new Set(callIds)].map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await db
    .selectDistinctOn([callAnalyses.callId])
    .from(callAnalyses)
    .where(sql`${callAnalyses.callId} = any(${idArray}::int[])`)
    .orderBy(callAnalyses.callId, sql`${callAnalyses.id} desc`);
  for (const row of rows) latest.set(row.callId, row);
  return latest;
}
