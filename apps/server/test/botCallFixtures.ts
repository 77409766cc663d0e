import { asc, eq } from 'drizzle-orm';
import type { BotCallOutcome, BotCallPlacer, BotCallToPlace } from '../src/botCalls/BotCallPlacer.ts';
import { createAnswersAtOncePlacer } from '../src/botCalls/createAnswersAtOncePlacer.ts';
import { loadStoredQuestionnaire } from '../src/botCalls/loadStoredQuestionnaire.ts';
import type { Db } from '../src/db/openDatabase.ts';
import {
  botCallAttempts,
  botCallRequests,
  calls,
  organizationSettings,
  patientPhones,
  patients,
  questionnaires,
} from '../src/db/schema/index.ts';

/** Adds a client with one phone to an organization; answers its id. */
export async function addCallableClient(
  db: Db,
  organizationId: number,
  phone = { countryCode: '1', number: '2025550150' },
  extra: Partial<typeof patients.$inferInsert> = {},
): Promise<number> {
  const [patient] = await db
    .insert(patients)
    .values({
      organizationId,
      firstName: 'Rosa',
      lastName: `Bot-${Math.random().toString(36).slice(2, 10)}`,
      birthDate: '1948-05-12',
      ...extra,
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('no patient');
  await db.insert(patientPhones).values({ patientId: patient.id, ...phone, label: 'mobile', isDefault: true });
  return patient.id;
}

/** The id of a stored questionnaire by name. */
export async function questionnaireNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: questionnaires.id }).from(questionnaires).where(eq(questionnaires.name, name));
  if (!row) throw new Error(`no questionnaire ${name}`);
  return row.id;
}

/** Merges settings into an organization's stored settings. */
export async function setOrganizationSettings(db: Db, organizationId: number, settings: Record<string, unknown>) {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  if (row) {
    await db
      .update(organizationSettings)
      .set({ settings: { ...row.settings, ...settings } })
      .where(eq(organizationSettings.organizationId, organizationId));
  } else {
    await db.insert(organizationSettings).values({ organizationId, settings });
  }
}

/** A placer that answers at once and counts every call it placed, by call id and attempt. */
export function createCountingPlacer(
  db: Db | (() => Db),
  dialOutcome: (call: BotCallToPlace) => BotCallOutcome | null = () => null,
): BotCallPlacer & { placed: BotCallToPlace[]; paths: Map<number, string[]> } {
  const placed: BotCallToPlace[] = [];
  const paths = new Map<number, string[]>();
  const inner = createAnswersAtOncePlacer({
    loadQuestionnaire: async (id) => {
      // An app's database is known once it is built, and its worker may take a call before.
      while (typeof db === 'function' && !db()) await new Promise((resolve) => setTimeout(resolve, 5));
      return loadStoredQuestionnaire(typeof db === 'function' ? db() : db, id);
    },
    dialOutcome,
    onRun: (run) => paths.set(run.call.callId, run.path),
  });
  return {
    placed,
    paths,
    place(call, progress) {
      placed.push(call);
      return inner.place(call, progress);
    },
  };
}

/** A call's record, its bot-call request and its attempts in order. */
export async function readBotCall(db: Db, callId: number) {
  const [call] = await db.select().from(calls).where(eq(calls.id, callId));
  const [request] = await db.select().from(botCallRequests).where(eq(botCallRequests.callId, callId));
  const attempts = await db
    .select()
    .from(botCallAttempts)
    .where(eq(botCallAttempts.callId, callId))
    .orderBy(asc(botCallAttempts.attempt));
  return { call, request, attempts };
}

/** A short questionnaire for bot calls: a greeting with the first name, one yes/no question, two endings. */
export const BOT_CHECK_IN = {
  questionnaire_name: 'Bot check-in',
  language: 'en-US',
  type: 'none',
  starting_node: 'hello',
  complete_node: ['glad', 'sorry'],
  nodes: [
    { v: 'hello', value: { say: { message: 'Hello {first_name}, this is your care team.' } } },
    {
      v: 'feeling',
      value: {
        ask: {
          name: 'feeling_well',
          question: 'Are you feeling well today?',
          type: 'Twilio.YES_NO',
          unknownText: 'Please say yes or no, or press 1 for yes and 2 for no.',
        },
      },
    },
    { v: 'glad', value: { say: { message: 'Glad to hear it.' } } },
    { v: 'sorry', value: { say: { message: 'Sorry to hear that.' } } },
  ],
  edges: [
    { v: 'hello', w: 'feeling', name: '0', value: [] },
    { v: 'feeling', w: 'glad', name: '1', value: [{ action: 'answer', operator: '=', value: 'Yes' }] },
    { v: 'feeling', w: 'sorry', name: '2', value: [{ action: 'answer', operator: '=', value: 'No' }] },
  ],
};
