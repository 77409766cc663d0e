import { ANALYSIS_STATUS } from '@carecall/api-client';
import type { calls } from '../db/schema/index.ts';
import { createSeededRandom, pickInteger, pickOne, type SeededRandom } from './createSeededRandom.ts';

/** A stored call row as the demo writes it. */
export type DemoCallRow = typeof calls.$inferInsert;

/** What the demo needs to know about one client to give it a call history. */
export interface DemoCallClient {
  patientId: number;
  organizationId: number;
  /** The client's latest call; its newest demo call starts exactly then. Null: the client was never called. */
  lastCallStartedAt: Date | null;
  isCallTranscriptionOn: boolean;
  /** The number calls go to, `code-number`; null when the client has no phone. */
  phone: string | null;
  /** Users of the client's organization who may have placed operator calls. */
  interviewerIds: readonly number[];
}

const UNANSWERED_STATUSES = ['no-answer', 'busy', 'failed', 'canceled'] as const;

/** The seed of the demo call history, fixed so every database gets the same calls. */
export const DEMO_CALLS_SEED = 20_260_301;

function buildCall(
  random: SeededRandom,
  client: DemoCallClient,
  startDate: Date,
  { answered, product }: { answered: boolean; product: 'bot' | 'lift' },
): DemoCallRow {
  const interviewerId = product === 'lift' ? pickOneOrNull(random, client.interviewerIds) : null;
  const source = product === 'bot' ? 'phone' : random() < 0.8 ? 'voip' : 'phone';
  const ringSeconds = pickInteger(random, 8, 40);
  const base = {
    organizationId: client.organizationId,
    patientId: client.patientId,
    source,
    product,
    interviewerId,
    patientPhone: client.phone,
    startDate,
    dateCreated: new Date(startDate.getTime() - pickInteger(random, 2, 20) * 1000),
  } satisfies Partial<DemoCallRow>;
  if (answered) {
    const recordingTime = pickInteger(random, 45, 1_500);
    return {
      ...base,
      status: ANALYSIS_STATUS.complete,
      patientDialStatus: 'completed',
      interviewerCallStatus: 'completed',
      recordingTime,
      totalDialTime: recordingTime + ringSeconds,
      wasRecorded: true,
      callTranscriptionStatus: client.isCallTranscriptionOn ? 'completed' : null,
    };
  }
  const failure = pickOne(random, UNANSWERED_STATUSES);
  return {
    ...base,
    status: ANALYSIS_STATUS.noCall,
    patientDialStatus: failure,
    // The operator's leg ends normally when the client does not pick up; the bot's leg ends with the client's.
    interviewerCallStatus: product === 'bot' ? failure : 'completed',
    recordingTime: 0,
    totalDialTime: ringSeconds,
    wasRecorded: false,
    callTranscriptionStatus: null,
  };
}

function pickOneOrNull<T>(random: SeededRandom, items: readonly T[]): T | null {
  const [first, ...rest] = items;
  return first === undefined ? null : pickOne(random, [first, ...rest]);
}

/**
 * The demo call history of each client: 3 to 7 calls a few days apart, newest first ending at the client's
 * `lastCallStartedAt`, so the client list, the client record and the call list agree on the latest call. Bot and
 * operator calls, answered and unanswered (no-answer, busy, failed, canceled) are mixed, the newest two always
 * include one answered call. Clients never called get no calls. The same clients give the same calls.
 */
export function buildDemoCalls(clients: readonly DemoCallClient[], seed: number = DEMO_CALLS_SEED): DemoCallRow[] {
  const random = createSeededRandom(seed);
  const rows: DemoCallRow[] = [];
  for (const client of clients) {
    if (!client.lastCallStartedAt) continue;
    const count = pickInteger(random, 3, 7);
    let startedAt = client.lastCallStartedAt;
    const answeredIndex = pickInteger(random, 0, 1);
    for (let index = 0; index < count; index += 1) {
      const answered = index === answeredIndex || random() < 0.6;
      const product = client.interviewerIds.length > 0 && random() < 0.5 ? 'lift' : 'bot';
      rows.push(buildCall(random, client, startedAt, { answered, product }));
      const gapMinutes = pickInteger(random, 1 * 24 * 60, 9 * 24 * 60);
      startedAt = new Date(startedAt.getTime() - gapMinutes * 60 * 1000);
    }
  }
  return rows;
}
