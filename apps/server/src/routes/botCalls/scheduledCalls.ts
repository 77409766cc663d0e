import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { questionnaires, scheduledBotCalls } from '../../db/schema/index.ts';

/** A stored scheduled call. */
export type ScheduledBotCallRow = typeof scheduledBotCalls.$inferSelect;

/** How long a canceled call stays in the client's list, so the reason can be read. */
export const CANCELED_SHOWN_MS = 7 * 24 * 3_600_000;

/** A scheduled call as the contract answers it. */
export function toScheduledBotCall(row: ScheduledBotCallRow, questionnaireName: string | null) {
  return {
    id: row.id,
    patient_id: row.patientId,
    due_at: row.dueAt.toISOString(),
    local_time: row.localTime,
    timezone: row.timezone,
    phone_number: row.phoneNumber,
    phone_number_id: row.patientPhoneId,
    questionnaire_id: row.questionnaireId,
    questionnaire_name: questionnaireName,
    origin: row.origin,
    status: row.status,
    cancel_reason: row.cancelReason,
    call_id: row.callId,
  };
}

/**
 * A client's scheduled calls to show: planned ones still ahead, and those canceled within the last week (with their
 * reason), soonest first; with each questionnaire's name when it still exists.
 */
export async function listScheduledBotCalls(db: Db, patientId: number, now: Date) {
  const rows = await db
    .select({ row: scheduledBotCalls, name: questionnaires.name })
    .from(scheduledBotCalls)
    .leftJoin(questionnaires, eq(questionnaires.id, scheduledBotCalls.questionnaireId))
    .where(
      and(
        eq(scheduledBotCalls.patientId, patientId),
        or(
          and(
            eq(scheduledBotCalls.status, 'planned'),
            gte(scheduledBotCalls.dueAt, new Date(now.getTime() - 3_600_000)),
          ),
          and(
            inArray(scheduledBotCalls.status, ['canceled']),
            gte(scheduledBotCalls.updatedAt, new Date(now.getTime() - CANCELED_SHOWN_MS)),
            gte(scheduledBotCalls.dueAt, now),
          ),
        ),
      ),
    )
    .orderBy(asc(scheduledBotCalls.dueAt), asc(scheduledBotCalls.id));
  return rows.map(({ row, name }) => toScheduledBotCall(row, name ?? null));
}
