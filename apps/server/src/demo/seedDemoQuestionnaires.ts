import { createHash } from 'node:crypto';
import {
  assertQuestionnaire,
  prepareQuestionnaire,
  type QuestionnaireInput,
  type SubQuestionnaireRef,
} from '@carecall/graph-core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { organizations, recordings, users } from '../db/schema/index.ts';
import { createQuestionnaire } from '../questionnaires/createQuestionnaire.ts';
import { createDatabaseRecordingStorage } from '../recordings/createDatabaseRecordingStorage.ts';
import { RECORDINGS_PATH } from '../recordings/formatRecordingUrl.ts';
import { createSilentWav } from '../speech/createSilentWav.ts';
import { demoQuestionnaireBuilders as build } from './demoQuestionnaireBuilders.ts';

/** The demo's welcome recording, with a fixed id so the demo questionnaire can name it. */
export const DEMO_WELCOME_RECORDING_ID = '5e1f0c3a-0d1e-4a2b-9c3d-000000000001';

/** A soft two-second chime in place of a recorded voice: a real WAV file, generated, so nothing is downloaded. */
function createChime(): Buffer {
  const wav = createSilentWav(2000);
  const sampleRate = 8000;
  const samples = (wav.length - 44) / 2;
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate;
    const envelope = Math.min(1, t * 20) * Math.exp(-2 * t);
    const value = 6000 * envelope * (Math.sin(2 * Math.PI * 523.25 * t) + 0.5 * Math.sin(2 * Math.PI * 659.25 * t));
    wav.writeInt16LE(Math.round(value), 44 + i * 2);
  }
  return wav;
}

/**
 * Demo seed step: the demo questionnaires of Demo Care — every vertex kind and ask type, a frame with dynamic and
 * embedded sub-questionnaires and the sub-questionnaires themselves, a shadow pair, an archived one — all visible
 * read-only in Demo Care North, which also owns one of its own. Each is prepared and stored as version 1 with its
 * first revision, exactly as a save would; the test suite lints every one.
 */
export async function seedDemoQuestionnaires(db: Db): Promise<void> {
  const organizationRows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.name, ['Demo Care', 'Demo Care North']));
  const care = organizationRows.find((row) => row.name === 'Demo Care')?.id;
  const north = organizationRows.find((row) => row.name === 'Demo Care North')?.id;
  if (care === undefined || north === undefined) throw new Error('the demo organizations must be seeded first');
  const authors = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'north-admin@demo.test']));
  const author = (email: string) => authors.find((row) => row.email === email)?.id ?? null;
  const now = new Date();

  const chime = createChime();
  const storageKey = `recordings/${DEMO_WELCOME_RECORDING_ID}`;
  await createDatabaseRecordingStorage(db).put(storageKey, chime);
  await db.insert(recordings).values({
    id: DEMO_WELCOME_RECORDING_ID,
    organizationId: care,
    uploadedBy: author('admin@demo.test'),
    fileName: 'welcome.wav',
    format: 'wav',
    sizeBytes: chime.length,
    sha256: createHash('sha256').update(chime).digest('hex'),
    storageKey,
    createdAt: now,
  });

  const store = async (organizationId: number, input: QuestionnaireInput): Promise<SubQuestionnaireRef> => {
    const document = prepareQuestionnaire(assertQuestionnaire(input));
    const userId = author(organizationId === care ? 'admin@demo.test' : 'north-admin@demo.test');
    const created = await createQuestionnaire(db, { organizationId, document, userId, now });
    return { questionnaireId: created.id, questionnaireName: document.questionnaire_name };
  };

  const spanish = await store(care, build.spanishCheckIn());
  const refs = {
    spanishShadowId: spanish.questionnaireId,
    subQuestionnaires: {
      diagnosis: await store(care, build.diabetesFollowUp()),
      personal: await store(care, build.moodCheck()),
      operational: await store(care, build.medicationReminder()),
      embedded: await store(care, build.fallRiskScreening()),
    },
    welcomeRecordingUrl: `${RECORDINGS_PATH}/${DEMO_WELCOME_RECORDING_ID}.wav`,
  };
  await store(care, build.weeklyCheckIn(refs));
  await store(care, build.monthlyWellnessCall(refs));
  await store(
    care,
    build.shortQuestionnaire({
      name: 'Flu season outreach 2025',
      hello: 'Hello {first_name}, flu shots are now available at {clinic_name}.',
      question: 'Would you like us to book one for you?',
      yes: 'We will call you to book it. Thank you.',
      no: 'All right. Stay well, {first_name}.',
      archive: true,
    }),
  );
  await store(
    north,
    build.shortQuestionnaire({
      name: 'North welcome call',
      hello: 'Welcome to Demo Care North, {first_name}.',
      question: 'Is this a good time to talk about your care plan?',
      yes: 'Great. Your care manager {care_manager_name} will be in touch this week.',
      no: 'No problem, we will call you another time.',
    }),
  );
}
