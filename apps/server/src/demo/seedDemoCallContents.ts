import { ANALYSIS_STATUS, type Answer } from '@carecall/api-client';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import {
  callAnswers,
  callNotes,
  callQuestions,
  calls,
  callTranscriptions,
  organizations,
  patients,
  transcriptCategories,
} from '../db/schema/index.ts';
import { buildDemoCallScript } from './buildDemoCallScript.ts';
import { DEMO_ORGANIZATIONS } from './demoAccounts.ts';

/** The highlight rules of every demo organization: symptoms, mood, medication and good news. */
const DEMO_CATEGORIES = [
  { category: 'Symptoms', color: '#c62828', phrases: ['chest pain', 'dizzy', 'mareado', 'short of breath', 'fell'] },
  { category: 'Mood', color: '#6a1b9a', phrases: ['lonely', 'tired', 'cansada', 'sola', 'sad'] },
  { category: 'Medication', color: '#1565c0', phrases: ['medication', 'pills', 'medicamentos', 'pastillas', 'forgot'] },
  { category: 'Positive', color: '#2e7d32', phrases: ['feeling better', 'walk', 'slept well', 'mejor', 'caminar'] },
];

/** The post-call questions of every demo organization. */
const DEMO_QUESTIONS = [
  {
    questionBody: 'How did the client sound compared with the last call?',
    type: 'radio' as const,
    options: ['Better', 'The same', 'Worse'],
    isCustomizable: false,
  },
  {
    questionBody: 'What did the client mention?',
    type: 'checkbox' as const,
    options: ['Pain', 'Dizziness', 'Loneliness', 'Medication problems', 'Nothing of concern'],
    isCustomizable: true,
  },
  {
    questionBody: 'Does the care team need to follow up?',
    type: 'radio' as const,
    options: ['Yes, today', 'Yes, this week', 'No'],
    isCustomizable: false,
    clientConditions: [{ action: 'question' as const, operator: 'answered', value: '1' }],
  },
];

/** Weekly calls of the client whose speech slows: about three months. */
export const SLOWING_CLIENT_WEEKS = 13;
/** Their speaking rate in the first and in the latest of those calls, in words per minute. */
export const SLOWING_CLIENT_RATES = { first: 178, last: 104 } as const;
/** A client's usual speaking rate in the demo. */
const USUAL_CLIENT_RATE = 165;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The speaking rate of the slowing client in week `index` (0 the oldest): steady at first, then falling faster. */
export function getSlowingClientRate(index: number): number {
  const progress = index / (SLOWING_CLIENT_WEEKS - 1);
  return Math.round(
    SLOWING_CLIENT_RATES.first - (SLOWING_CLIENT_RATES.first - SLOWING_CLIENT_RATES.last) * progress ** 1.5,
  );
}

/**
 * The demo seed step for what calls left behind, after the calls step: highlight categories and post-call questions
 * for each demo organization; a conversation (`buildDemoCallScript`) for every recorded call, which sets the call's
 * recorded length and, where the client has transcription on, is stored as its transcript; notes and post-call
 * answers on the calls with something to tell. One client of Demo Care — the first called one — gets instead thirteen
 * weekly bot calls whose speech slows week by week, the story the voice analysis flags. The recordings themselves are
 * made at start-up from these lines (`ensureDemoRecordings`), as files, not in this transaction.
 */
export async function seedDemoCallContents(db: Db): Promise<void> {
  const organizationRows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        DEMO_ORGANIZATIONS.map((organization) => organization.name),
      ),
    )
    .orderBy(asc(organizations.id));
  if (organizationRows.length === 0) return;
  const organizationIds = organizationRows.map((row) => row.id);
  const questionIds = new Map<number, number[]>();
  for (const organization of organizationRows) {
    await db
      .insert(transcriptCategories)
      .values(DEMO_CATEGORIES.map((rule, position) => ({ ...rule, organizationId: organization.id, position })));
    const rows = await db
      .insert(callQuestions)
      .values(DEMO_QUESTIONS.map((question, position) => ({ ...question, organizationId: organization.id, position })))
      .returning({ id: callQuestions.id });
    questionIds.set(
      organization.id,
      rows.map((row) => row.id),
    );
  }

  const demoCare = organizationRows.find((row) => row.name === DEMO_ORGANIZATIONS[0]?.name);
  const slowingRates = demoCare ? await seedSlowingClient(db, demoCare.id) : new Map<number, number>();

  const recorded = await db
    .select({
      call: calls,
      firstName: patients.firstName,
      language: patients.language,
    })
    .from(calls)
    .innerJoin(patients, eq(patients.id, calls.patientId))
    .where(and(inArray(calls.organizationId, organizationIds), eq(calls.wasRecorded, true)))
    .orderBy(asc(calls.id));
  for (const { call, firstName, language } of recorded) {
    const script = buildDemoCallScript({
      seed: call.id,
      product: call.product,
      language: language === 'es-US' ? 'es-US' : 'en-US',
      firstName,
      clientWordsPerMinute: slowingRates.get(call.id) ?? USUAL_CLIENT_RATE,
    });
    const recordingTime = Math.ceil(script.durationMs / 1000);
    await db
      .update(calls)
      .set({ recordingTime, totalDialTime: recordingTime + Math.max(0, call.totalDialTime - call.recordingTime) })
      .where(eq(calls.id, call.id));
    if (call.callTranscriptionStatus === 'completed') {
      await db
        .insert(callTranscriptions)
        .values({ callId: call.id, organizationId: call.organizationId, content: script.lines });
    }
    const patientSaid = script.lines.filter((line) => line.from === 'PATIENT').map((line) => line.message);
    const worrying = patientSaid.some((text) => /dizzy|chest pain|lonely|tired|mareado|cansada/i.test(text));
    const questions = questionIds.get(call.organizationId) ?? [];
    if (worrying && call.product === 'lift') {
      await db.insert(callNotes).values({
        organizationId: call.organizationId,
        patientId: call.patientId,
        callId: call.id,
        body: `${firstName} mentioned: "${patientSaid[0] ?? ''}" Asked the nurse to call back; check again next week.`,
        dateCreated: call.startDate ?? call.dateCreated,
        updatedAt: call.startDate ?? call.dateCreated,
      });
    }
    if (call.product === 'lift' && questions.length >= 3) {
      const [sound, mentioned, followUp] = questions as [number, number, number];
      const answers: Answer[] = [
        { questionId: sound, answer: worrying ? 'Worse' : 'The same' },
        { questionId: mentioned, answer: worrying ? ['Dizziness', 'Loneliness'] : ['Nothing of concern'] },
        { questionId: followUp, answer: worrying ? 'Yes, this week' : 'No' },
      ];
      await db.insert(callAnswers).values({ callId: call.id, organizationId: call.organizationId, answers });
    }
  }
}

/** Gives the slowing client its weekly calls; answers each call's speaking rate by call id. */
async function seedSlowingClient(db: Db, organizationId: number): Promise<Map<number, number>> {
  const slowingRates = new Map<number, number>();
  const [client] = await db
    .select({ id: patients.id, lastCallStartedAt: patients.lastCallStartedAt, phone: calls.patientPhone })
    .from(patients)
    .leftJoin(calls, eq(calls.patientId, patients.id))
    .where(and(eq(patients.organizationId, organizationId), isNotNull(patients.lastCallStartedAt)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (!client?.lastCallStartedAt) return slowingRates;
  await db.delete(calls).where(eq(calls.patientId, client.id));
  await db.update(patients).set({ isCallTranscriptionOn: true }).where(eq(patients.id, client.id));
  const last = client.lastCallStartedAt.getTime();
  const rows = Array.from({ length: SLOWING_CLIENT_WEEKS }, (_, index) => {
    const startDate = new Date(last - (SLOWING_CLIENT_WEEKS - 1 - index) * WEEK_MS);
    return {
      organizationId,
      patientId: client.id,
      source: 'phone' as const,
      product: 'bot' as const,
      status: ANALYSIS_STATUS.complete,
      patientDialStatus: 'completed',
      interviewerCallStatus: 'completed',
      patientPhone: client.phone,
      startDate,
      dateCreated: new Date(startDate.getTime() - 10_000),
      recordingTime: 1,
      totalDialTime: 15,
      wasRecorded: true,
      callTranscriptionStatus: 'completed',
    };
  });
  const inserted = await db.insert(calls).values(rows).returning({ id: calls.id });
  for (const [index, row] of inserted.entries()) slowingRates.set(row.id, getSlowingClientRate(index));
  return slowingRates;
}
