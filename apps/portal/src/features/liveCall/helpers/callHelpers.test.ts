import { questionnaireListEntrySchema } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { getCallQuestionnaires } from './getCallQuestionnaires.ts';
import { parseCallNumber } from './parseCallNumber.ts';
import { parseCallScreenQuery, trimSchedulerQuery } from './parseCallScreenQuery.ts';

function entry(id: number, name: string, extra: Record<string, unknown> = {}) {
  return questionnaireListEntrySchema.parse({ id, name, organization_id: 1, version: 1, read_only: false, ...extra });
}

describe('getCallQuestionnaires', () => {
  const list = [
    entry(1, 'Weekly check', { language: 'en-US' }),
    entry(2, 'Chequeo', { language: 'es-US' }),
    entry(3, 'Both', { language: 'es-US', is_multiple_languages: true }),
    entry(4, 'Pain', { language: 'en-US', is_sub_questionnaire: true }),
    entry(5, 'Old', { language: 'en-US', archive: true }),
  ];

  it('offers questionnaires in the client language or multi-language, never sub or archived ones, by name', () => {
    expect(getCallQuestionnaires(list, 'en-US').map((item) => item.id)).toEqual([3, 1]);
    expect(getCallQuestionnaires(list, 'es-US').map((item) => item.id)).toEqual([3, 2]);
  });

  it('offers every language to a client with none chosen', () => {
    expect(getCallQuestionnaires(list, 'none').map((item) => item.id)).toEqual([3, 2, 1]);
    expect(getCallQuestionnaires(list, null).map((item) => item.id)).toEqual([3, 2, 1]);
  });
});

describe('parseCallScreenQuery', () => {
  it('reads what the scheduler passes', () => {
    expect(parseCallScreenQuery('?source=scheduler&type=SEMI_BOT_CALL&batchId=b-7&questionnaireId=12')).toEqual({
      fromScheduler: true,
      mode: 'semi-bot',
      batchId: 'b-7',
      questionnaireId: 12,
    });
  });

  it('falls back to a regular call with nothing preselected', () => {
    expect(parseCallScreenQuery('?questionnaireId=abc&batchId=')).toEqual({
      fromScheduler: false,
      mode: 'regular',
      batchId: null,
      questionnaireId: null,
    });
  });

  it('keeps only type and source once the scheduler call rings', () => {
    expect(trimSchedulerQuery('?source=scheduler&type=SEMI_BOT_CALL&batchId=b-7&questionnaireId=12')).toBe(
      '?type=SEMI_BOT_CALL&source=scheduler',
    );
    expect(trimSchedulerQuery('?batchId=1')).toBe('');
  });
});

describe('parseCallNumber', () => {
  it('splits a number typed with its country code into code and national number', () => {
    expect(parseCallNumber(' +1 (202) 555-0123 ')).toEqual({
      countryCode: '1',
      number: '2025550123',
      joined: '1-2025550123',
    });
    expect(parseCallNumber('+81 90-1234-5678')).toEqual({
      countryCode: '81',
      number: '9012345678',
      joined: '81-9012345678',
    });
    expect(parseCallNumber('972501234567')).toMatchObject({ countryCode: '972', number: '501234567' });
  });

  it('names what is wrong', () => {
    expect(parseCallNumber('   ')).toBe('required');
    expect(parseCallNumber('+1 555')).toBe('invalid');
    expect(parseCallNumber('call me')).toBe('invalid');
  });
});
