import type { TranscriptMessage } from '@carecall/api-client';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { callQuestions, callTranscriptions, patients, transcriptCategories } from '../src/db/schema/index.ts';
import { insertCalls } from './callRequests.ts';
import type { TestApp } from './harness.ts';

/** A seeded client of an organization, the first by id. */
export async function findClient(testApp: TestApp, organizationId: number): Promise<number> {
  const [row] = await testApp.services.db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.organizationId, organizationId), isNotNull(patients.lastCallStartedAt)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (!row) throw new Error('no seeded client');
  return row.id;
}

/** Two lines of a transcript, client then caller, with their times in the recording. */
export const TRANSCRIPT: TranscriptMessage[] = [
  { id: 'l1', from: 'CALLER', message: 'How are you feeling today?', start_ms: 0, end_ms: 2_000 },
  { id: 'l2', from: 'PATIENT', message: 'My chest pain is back, and I feel dizzy.', start_ms: 2_500, end_ms: 6_500 },
];

/** A client of `organization` with one answered call carrying a transcript; answers the ids. */
export async function createCallWithTranscript(
  testApp: TestApp,
  organization: string,
  overrides: Parameters<typeof insertCalls>[2][number] = {},
): Promise<{ organizationId: number; patientId: number; callId: number }> {
  const organizationId = await testApp.organizationId(organization);
  const patientId = await findClient(testApp, organizationId);
  const [callId] = await insertCalls(testApp, { organizationId, patientId }, [
    { startDate: new Date('2026-03-02T10:00:00Z'), ...overrides },
  ]);
  if (callId === undefined) throw new Error('no call');
  await testApp.services.db.insert(callTranscriptions).values({ callId, organizationId, content: TRANSCRIPT });
  return { organizationId, patientId, callId };
}

/** Highlight rules and post-call questions of an organization; answers the question ids (radio, then checkbox). */
export async function addOrganizationRules(
  testApp: TestApp,
  organizationId: number,
): Promise<{ radioId: number; checkboxId: number }> {
  const { db } = testApp.services;
  await db
    .insert(transcriptCategories)
    .values([
      { organizationId, category: 'Test symptoms', color: '#d32f2f', phrases: ['chest pain', 'dizzy'], position: 100 },
    ]);
  const rows = await db
    .insert(callQuestions)
    .values([
      {
        organizationId,
        questionBody: 'Test: how did the client sound?',
        type: 'radio',
        options: ['Well', 'Unwell'],
        isCustomizable: false,
        position: 100,
      },
      {
        organizationId,
        questionBody: 'Test: what did you discuss?',
        type: 'checkbox',
        options: ['Medication', 'Sleep'],
        isCustomizable: true,
        position: 101,
      },
    ])
    .returning({ id: callQuestions.id });
  const [radio, checkbox] = rows;
  if (!radio || !checkbox) throw new Error('no questions');
  return { radioId: radio.id, checkboxId: checkbox.id };
}
