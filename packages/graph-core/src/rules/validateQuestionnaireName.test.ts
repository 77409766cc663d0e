import { describe, expect, it } from 'vitest';
import { validateQuestionnaireName } from './validateQuestionnaireName.ts';

describe('validateQuestionnaireName', () => {
  it('accepts a name with text', () => {
    expect(validateQuestionnaireName('Weekly check-in')).toEqual([]);
    expect(validateQuestionnaireName('  x ')).toEqual([]);
  });

  it('refuses a missing, empty or blank name with the specification text', () => {
    for (const name of [undefined, null, '', '   ', '\t\n']) {
      expect(validateQuestionnaireName(name)).toEqual([
        { code: 'invalid-questionnaire-name', field: 'questionnaire_name', message: 'invalid questionnaire name' },
      ]);
    }
  });
});
