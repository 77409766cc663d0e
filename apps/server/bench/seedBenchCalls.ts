import { randomUUID } from 'node:crypto';
import { ANALYSIS_STATUS } from '@carecall/api-client';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/openDatabase.ts';
import {
  callAnalyses,
  callAnswers,
  callQuestions,
  callRecordings,
  calls,
  organizations,
  patients,
  users,
} from '../src/db/schema/index.ts';

/** The client whose history a calls bench reads, in the organization the operator works in. */
export interface BenchCallsClient {
  organizationId: number;
  patientId: number;
}

/**
 * Gives one Demo Care client a history of exactly `count` calls, an hour apart: half bot calls and half placed by
 * `operatorEmail`, three in four answered and recorded (two thirds of those with a stored recording under
 * `recordingKey`), a third with post-call answers and a quarter with a finished voice analysis, so every part of a
 * call list answer (names, answers, signed links, analysis) has work to do.
 */
export async function seedBenchCalls(
  db: Db,
  options: { count: number; operatorEmail: string; recordingKey: string; recordingBytes: number },
): Promise<BenchCallsClient> {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Demo Care'));
  if (!organization) throw new Error('no Demo Care organization');
  const organizationId = organization.id;
  const [client] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.organizationId, organizationId), isNotNull(patients.lastCallStartedAt)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (!client) throw new Error('no Demo Care client with calls');
  const patientId = client.id;
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.operatorEmail));
  const [question] = await db.select().from(callQuestions).where(eq(callQuestions.organizationId, organizationId));
  await db.delete(calls).where(eq(calls.patientId, patientId));
  const start = Date.UTC(2025, 0, 1);
  for (let offset = 0; offset < options.count; offset += 500) {
    const rows = await db
      .insert(calls)
      .values(
        Array.from({ length: Math.min(500, options.count - offset) }, (_, index) => {
          const position = offset + index;
          const answered = position % 4 !== 0;
          const bot = position % 2 === 0;
          return {
            organizationId,
            patientId,
            source: 'voip' as const,
            product: bot ? ('bot' as const) : ('lift' as const),
            interviewerId: bot ? null : (operator?.id ?? null),
            patientDialStatus: answered ? 'completed' : 'no-answer',
            interviewerCallStatus: 'completed',
            startDate: new Date(start + position * 3_600_000),
            recordingTime: answered ? 60 + (position % 900) : 0,
            totalDialTime: 90,
            wasRecorded: answered,
          };
        }),
      )
      .returning({ id: calls.id, wasRecorded: calls.wasRecorded });
    const recorded = rows.filter((row) => row.wasRecorded).filter((_, index) => index % 3 !== 2);
    if (recorded.length > 0) {
      await db.insert(callRecordings).values(
        recorded.map((row) => ({
          callId: row.id,
          organizationId,
          fileId: randomUUID(),
          storageKey: options.recordingKey,
          sizeBytes: options.recordingBytes,
          durationMs: 25 * 60_000,
        })),
      );
    }
    if (question) {
      await db.insert(callAnswers).values(
        rows
          .filter((_, index) => index % 3 === 0)
          .map((row) => ({
            callId: row.id,
            organizationId,
            answers: [{ questionId: question.id, answer: 'Better' }],
          })),
      );
    }
    const analysed = recorded.filter((_, index) => index % 3 === 0);
    if (analysed.length > 0) {
      await db.insert(callAnalyses).values(
        analysed.map((row) => ({
          callId: row.id,
          organizationId,
          patientId,
          status: ANALYSIS_STATUS.complete,
          voiceScore: 0.4,
          anomalyLevel: 0,
          algorithm: 'bench',
        })),
      );
    }
  }
  await db.execute(sql`analyze calls`);
  return { organizationId, patientId };
}
