import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createCallRecordFixture,
  createPatientFixture,
  createPatientSearchRecordFixture,
  createUserSessionFixture,
} from '../testing/fixtures.ts';
import { activityEventSchema } from './activityEvent.ts';
import { callListItemSchema, callRecordSchema, callSchema } from './call.ts';
import { callNoteSchema } from './callNote.ts';
import { diagnosisLinkSchema, diagnosisSchema } from './diagnosis.ts';
import { actionButtonSchema, feedbackButtonSchema } from './feedbackButton.ts';
import { hintSchema } from './hint.ts';
import { liftClientMessageSchema, liftServerMessageSchema } from './liftConferenceMessage.ts';
import { newUserSchema } from './newUser.ts';
import { organizationSchema } from './organization.ts';
import { organizationQuestionnaireSchema } from './organizationQuestionnaire.ts';
import { patientSchema } from './patient.ts';
import { patientSearchRecordSchema } from './patientSearchRecord.ts';
import { answerSchema, questionSchema } from './question.ts';
import { versionConflictBodySchema } from './recordVersion.ts';
import { nextCallInfoSchema, scheduledCallSchema, scheduleOutlookSchema } from './scheduledCall.ts';
import { settingsSchema } from './settings.ts';
import { tagSchema } from './tag.ts';
import { transcriptCategorySchema, transcriptionSchema } from './transcription.ts';
import { userRecordSchema } from './user.ts';
import { userSessionSchema } from './userSession.ts';

type Json = Record<string, unknown>;

interface EntityCase {
  name: string;
  schema: z.ZodType;
  example: unknown;
  /** Breaks the example; the rejection must name `path`. */
  corrupt: (example: Json) => unknown;
  path: (string | number)[];
}

function withField(example: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(example);
  let target: Json = copy;
  for (const key of path.slice(0, -1)) target = target[key as string] as Json;
  target[path.at(-1) as string] = value;
  return copy;
}

const cases: EntityCase[] = [
  {
    name: 'patient',
    schema: patientSchema,
    example: createPatientFixture(),
    corrupt: (example) => withField(example, ['patientPhones', 1, 'label'], 'fax'),
    path: ['patientPhones', 1, 'label'],
  },
  {
    name: 'patient version',
    schema: patientSchema,
    example: createPatientFixture(),
    corrupt: (example) => withField(example, ['version'], 0),
    path: ['version'],
  },
  {
    name: 'user session version',
    schema: userSessionSchema,
    example: createUserSessionFixture(),
    corrupt: (example) => withField(example, ['version'], undefined),
    path: ['version'],
  },
  {
    name: 'version conflict',
    schema: versionConflictBodySchema,
    example: {
      error: 'This client was changed meanwhile',
      code: 'VERSION_CONFLICT',
      currentVersion: 4,
      changedBy: { user_id: 2, first_name: 'Alex', last_name: 'Admin' },
      changedAt: '2026-03-01T09:30:00.000Z',
      current: createPatientFixture(),
    },
    corrupt: (example) => withField(example, ['changedAt'], 'yesterday'),
    path: ['changedAt'],
  },
  {
    name: 'patient schedule (one slot per day)',
    schema: patientSchema,
    example: createPatientFixture(),
    corrupt: (example) => withField(example, ['patientSchedule', 1, 'day_of_week'], 2),
    path: ['patientSchedule', 1, 'day_of_week'],
  },
  {
    name: 'patient search record',
    schema: patientSearchRecordSchema,
    example: createPatientSearchRecordFixture(),
    corrupt: (example) => withField(example, ['active'], true),
    path: ['active'],
  },
  {
    name: 'call record',
    schema: callRecordSchema,
    example: createCallRecordFixture(),
    corrupt: (example) => withField(example, ['source'], 'carrier-pigeon'),
    path: ['source'],
  },
  {
    name: 'call analysis',
    schema: callSchema,
    example: createCallRecordFixture(),
    corrupt: (example) => withField(example, ['callAnalysisLatest', 'response_status'], '12'),
    path: ['callAnalysisLatest', 'response_status'],
  },
  {
    name: 'call list item',
    schema: callListItemSchema,
    example: createCallRecordFixture(),
    corrupt: (example) => withField(example, ['ongoing'], undefined),
    path: ['ongoing'],
  },
  {
    name: 'call note',
    schema: callNoteSchema,
    example: {
      id: 9,
      call_id: 501,
      patient_id: 12,
      body: 'Feeling better than last week.',
      date_created: '2026-02-27T09:40:00.000Z',
      calls: [{ id: 501, patient_id: 12, date_created: '2026-02-27T09:01:58.000Z' }],
    },
    corrupt: (example) => withField(example, ['calls', 0, 'patient_id'], -1),
    path: ['calls', 0, 'patient_id'],
  },
  {
    name: 'transcription',
    schema: transcriptionSchema,
    example: {
      transcriptionContent: [
        {
          id: 'm1',
          from: 'CALLER',
          message: 'Good morning, **Ruth**. How are you today?',
          start_ms: 400,
          end_ms: 3_100,
        },
        { id: 'm2', from: 'PATIENT', message: '', start_ms: 3_600, end_ms: 3_600 },
      ],
      user_name: 'Dana Levi',
      date: '2026-02-27T09:02:11.000Z',
      version: 2,
      previousContent: null,
    },
    corrupt: (example) => withField(example, ['transcriptionContent', 1, 'from'], 'BOT'),
    path: ['transcriptionContent', 1, 'from'],
  },
  {
    name: 'transcript category',
    schema: transcriptCategorySchema,
    example: {
      category: 'Pain',
      color: '#d9534f',
      phrases: ['back pain', 'headache'],
      matches: [{ messageId: 'm2', phrase: 'headache', start: 5, end: 13, start_ms: 3_900, end_ms: 4_400 }],
    },
    corrupt: (example) => withField(example, ['color'], null),
    path: ['color'],
  },
  {
    name: 'organization',
    schema: organizationSchema,
    example: { id: 2, name: 'Demo Care North', parent_id: 1 },
    corrupt: (example) => withField(example, ['parent_id'], 'Demo Care'),
    path: ['parent_id'],
  },
  {
    name: 'user record',
    schema: userRecordSchema,
    example: {
      user_id: 3,
      first_name: 'Omar',
      last_name: 'Operator',
      email: 'operator@demo.test',
      role: 101,
      version: 1,
    },
    corrupt: (example) => withField(example, ['email'], undefined),
    path: ['email'],
  },
  {
    name: 'user session',
    schema: userSessionSchema,
    example: createUserSessionFixture(),
    corrupt: (example) => withField(example, ['organizations', 1, 'id'], 'north'),
    path: ['organizations', 1, 'id'],
  },
  {
    name: 'settings',
    schema: settingsSchema,
    example: {
      timezone: 'Asia/Jerusalem',
      'AutomaticCalls.AddQuestionnaire': true,
      'AutomaticCalls.enabled': true,
      enabledDetailsTabs: ['Details', 'HealthProfile', 'Tags'],
      'userLogOut.enabled': true,
      'userLogOut.timeInMin': 20,
      'call.helperComponents': ['callNotes', 'questionnaire'],
      'callsAnalysis.thresholds.alert': 0.7,
      logo: 'https://cdn.example.test/demo-care.svg',
    },
    corrupt: (example) => withField(example, ['userLogOut.timeInMin'], 0),
    path: ['userLogOut.timeInMin'],
  },
  {
    name: 'tag',
    schema: tagSchema,
    example: {
      id: 300,
      name: 'Numeric',
      group: 'answer type',
      description: 'The answer is a number',
      technical_name: ['numerical_value'],
      polarity: 'neutral',
    },
    corrupt: (example) => withField(example, ['technical_name'], 'numerical_value'),
    path: ['technical_name'],
  },
  {
    name: 'hint',
    schema: hintSchema,
    example: {
      id: 8,
      hint: 'headache',
      groups: 'symptoms,pain',
      group: 'symptoms',
      display_name_english: 'Headache',
      display_name_spanish: 'Dolor de cabeza',
    },
    corrupt: (example) => withField(example, ['display_name_spanish'], undefined),
    path: ['display_name_spanish'],
  },
  {
    name: 'activity event',
    schema: activityEventSchema,
    example: {
      eventName: 'outgoingCall',
      createdDate: '2026-02-27T09:02:11.000Z',
      callId: 501,
      outgoingCallSource: 'bot',
      callDuration: 312,
      tempURL: null,
      isTranscription: true,
    },
    corrupt: (example) => withField(example, ['eventName'], 'callCreated'),
    path: ['eventName'],
  },
  {
    name: 'scheduled call',
    schema: scheduledCallSchema,
    example: {
      id: 40,
      organization_id: 1,
      patient_id: 12,
      questionnaire_id: 4,
      batch_id: 'b-20260227',
      phone_number_id: 31,
    },
    corrupt: (example) => withField(example, ['questionnaire_id'], null),
    path: ['questionnaire_id'],
  },
  {
    name: 'next call info',
    schema: nextCallInfoSchema,
    example: { next_call_timedate_utc: '2026-02-27T10:00:00.000Z', shouldInvokeCall: false },
    corrupt: (example) => withField(example, ['shouldInvokeCall'], 'no'),
    path: ['shouldInvokeCall'],
  },
  {
    name: 'schedule outlook',
    schema: scheduleOutlookSchema,
    example: {
      type: 'inShift',
      scheduledPatients: 14,
      totalOperators: 3,
      userPatients: 5,
      shiftStart: '09:00',
      shiftEnd: '17:00',
    },
    corrupt: (example) => withField(example, ['type'], 'onBreak'),
    path: ['type'],
  },
  {
    name: 'question',
    schema: questionSchema,
    example: {
      id: 3,
      questionBody: 'Did the client sound confused?',
      type: 'radio',
      options: ['Yes', 'No'],
      isCustomaizable: true,
      clientConditions: [{ action: 'answer', operator: '=', value: 'Yes' }],
    },
    corrupt: (example) => withField(example, ['type'], 'dropdown'),
    path: ['type'],
  },
  {
    name: 'answer',
    schema: answerSchema,
    example: { questionId: 3, answer: ['Dizziness', 'Other: tired'] },
    corrupt: (example) => withField(example, ['answer'], 4),
    path: ['answer'],
  },
  {
    name: 'bot answer',
    schema: answerSchema,
    example: {
      source: 'bot',
      id: 'bot-1',
      questionnaireId: 12,
      vertex: 'feeling',
      name: 'feeling_well',
      question: 'Are you feeling well today?',
      answer: 'No',
      heard: 'nope',
      input: 'speech',
      atMs: 5120,
    },
    corrupt: (example) => withField(example, ['heard'], null),
    path: ['heard'],
  },
  {
    name: 'diagnosis',
    schema: diagnosisSchema,
    example: { id: 90, code: 'E11', diagnosis: 'Type 2 diabetes mellitus' },
    corrupt: (example) => withField(example, ['code'], 11),
    path: ['code'],
  },
  {
    name: 'diagnosis link',
    schema: diagnosisLinkSchema,
    example: {
      patient_id: 12,
      entity_id: 90,
      entity_type: 'diagnosis',
      order: 1,
      active: 1,
      date_created: '2026-01-04T08:00:00.000Z',
    },
    corrupt: (example) => withField(example, ['order'], 0),
    path: ['order'],
  },
  {
    name: 'feedback button',
    schema: feedbackButtonSchema,
    example: {
      id: 2,
      title: 'Repeat',
      text: 'Could you repeat that?',
      language: 'en-US',
      is_active: true,
      portal_display: true,
    },
    corrupt: (example) => withField(example, ['is_active'], 1),
    path: ['is_active'],
  },
  {
    name: 'action button',
    schema: actionButtonSchema,
    example: { action: 'answered', text: 'Client answered' },
    corrupt: (example) => withField(example, ['action'], undefined),
    path: ['action'],
  },
  {
    name: 'organization questionnaire',
    schema: organizationQuestionnaireSchema,
    example: { questionnaire_id: 4, language: 'es-US', is_default: false },
    corrupt: (example) => withField(example, ['language'], 'fr-FR'),
    path: ['language'],
  },
  {
    name: 'live socket message from the portal',
    schema: liftClientMessageSchema,
    example: { action: 'message', call_id: 501, organization_id: 1, data: 'feedback:2' },
    corrupt: (example) => withField(example, ['data'], 'dance'),
    path: ['data'],
  },
  {
    name: 'live socket message to the portal',
    schema: liftServerMessageSchema,
    example: { type: 'update_action_buttons', data: [{ action: 'answered', text: 'Answered' }] },
    corrupt: (example) => withField(example, ['data', 0, 'text'], 5),
    path: ['data', 0, 'text'],
  },
];

describe('entity schemas', () => {
  it.each(cases)('$name accepts a realistic example', ({ schema, example }) => {
    const result = schema.safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(cases)('$name rejects bad input, naming the field', ({ schema, example, corrupt, path }) => {
    const result = schema.safeParse(corrupt(example as Json));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('fills the defaults the specification names', () => {
    const settings = settingsSchema.parse({});
    expect(settings.timezone).toBe('UTC');
    expect(settings['AutomaticCalls.AddQuestionnaire']).toBe(false);
    const call = callSchema.parse({ ...createCallRecordFixture(), anomalyScores: {} });
    expect(call.anomalyScores).toMatchObject({ voiceScore: 1, voiceAnomalyType: -1, sentimentAnomalyType: -1 });
    expect(call.callAnalysisLatest?.anomaly_type).toBe(-1);
    expect(userSessionSchema.parse({ ...createUserSessionFixture(), role: undefined }).role).toBe(101);
  });

  it('takes a bot-call retry delay in minutes from a tenth of a minute to a day', () => {
    const delay = (value: unknown) => settingsSchema.safeParse({ 'AutomaticCalls.retry.delayMinutes': value });
    expect(settingsSchema.parse({})['AutomaticCalls.retry.delayMinutes']).toBe(15);
    expect(delay(0.1).data?.['AutomaticCalls.retry.delayMinutes']).toBe(0.1);
    expect(delay(1440).success).toBe(true);
    for (const refused of [0, 0.05, -1, 1441, '15']) expect(delay(refused).success).toBe(false);
  });

  it('checks the add-user form with its messages', () => {
    const result = newUserSchema.safeParse({
      first_name: '',
      last_name: 'L'.repeat(81),
      email: 'dana@',
      language: 'fr',
      country_code: '',
      phone_number: '+972-50x',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', 'Field is required'],
      ['last_name', 'Maximum 80 symbols allowed'],
      ['email', 'Invalid e-mail'],
      ['language', 'Field is required'],
      ['country_code', 'Country code is required'],
      ['phone_number', 'Invalid phone'],
    ]);
    expect(
      newUserSchema.safeParse({
        first_name: 'Dana',
        last_name: 'Levi',
        email: 'dana@demo.test',
        language: 'ja',
        country_code: '81',
        phone_number: '90-1234-5678',
      }).success,
    ).toBe(true);
  });
});
