import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type QuestionnaireLanguage, questionnaireLanguageSchema } from '../questionnaire.ts';
import { type QuestionnaireListItem, questionnaireListItemSchema } from './questionnaireListItem.ts';
import {
  applyDynamicType,
  applyLanguages,
  applyShadowQuestionnaire,
  getDynamicTypeChoice,
  getSelectedLanguages,
  getShadowCandidates,
  isShadowEnabled,
} from './settings.ts';

const listItem = (fields: Partial<QuestionnaireListItem> & { id: number; name: string }): QuestionnaireListItem =>
  questionnaireListItemSchema.parse({ organization_id: 1, ...fields });

describe('applyLanguages', () => {
  it('sets the one selected language', () => {
    expect(applyLanguages(['es-US'])).toEqual({ language: 'es-US', is_multiple_languages: false });
    expect(applyLanguages(['en-US'])).toEqual({ language: 'en-US', is_multiple_languages: false });
  });

  it('sets English as main and marks multi-language when both are selected, in any order', () => {
    expect(applyLanguages(['es-US', 'en-US'])).toEqual({ language: 'en-US', is_multiple_languages: true });
  });

  it('falls back to English when none is selected', () => {
    expect(applyLanguages([])).toEqual({ language: 'en-US', is_multiple_languages: false });
  });

  it('treats a language ticked twice as one', () => {
    expect(applyLanguages(['es-US', 'es-US'])).toEqual({ language: 'es-US', is_multiple_languages: false });
  });

  test.prop([fc.array(fc.constantFrom<QuestionnaireLanguage>('en-US', 'es-US'), { maxLength: 5 })], { seed: 3030 })(
    'always yields a valid language, multi exactly when both are selected, and round-trips',
    (selected) => {
      const settings = applyLanguages(selected);
      expect(questionnaireLanguageSchema.safeParse(settings.language).success).toBe(true);
      expect(settings.is_multiple_languages).toBe(new Set(selected).size === 2);
      expect(applyLanguages(getSelectedLanguages(settings))).toEqual(settings);
    },
  );
});

describe('getSelectedLanguages', () => {
  it('ticks both languages of a multi-language questionnaire, else its one language', () => {
    expect(getSelectedLanguages({ language: 'en-US', is_multiple_languages: true })).toEqual(['en-US', 'es-US']);
    expect(getSelectedLanguages({ language: 'es-US', is_multiple_languages: false })).toEqual(['es-US']);
  });
});

describe('applyDynamicType', () => {
  it('marks a sub-questionnaire of the type and clears the shadow association', () => {
    expect(applyDynamicType({ type: 'none' }, 'diagnosis')).toEqual({
      type: 'diagnosis',
      isSubQuestionnaire: true,
      shadow_questionnaire_id: 0,
    });
  });

  it("reverses on 'none' without touching the shadow association", () => {
    expect(applyDynamicType({ type: 'personal' }, 'none')).toEqual({ type: 'none', isSubQuestionnaire: false });
  });

  it("keeps an alternative questionnaire's type on 'none'", () => {
    expect(applyDynamicType({ type: 'alternative' }, 'none')).toEqual({
      type: 'alternative',
      isSubQuestionnaire: false,
    });
    expect(applyDynamicType({ type: 'alternative' }, 'embedded').type).toBe('embedded');
  });

  it('is shown back by getDynamicTypeChoice', () => {
    expect(getDynamicTypeChoice(applyDynamicType({ type: 'none' }, 'generative'))).toBe('generative');
    expect(getDynamicTypeChoice({ type: 'alternative', isSubQuestionnaire: false })).toBe('none');
    expect(getDynamicTypeChoice({ type: 'diagnosis', isSubQuestionnaire: false })).toBe('none');
  });
});

describe('shadow association', () => {
  it('is disabled for sub-questionnaires', () => {
    expect(isShadowEnabled({ isSubQuestionnaire: true })).toBe(false);
    expect(isShadowEnabled({ isSubQuestionnaire: false })).toBe(true);
  });

  it('writes the chosen id, or 0 for no choice or a sub-questionnaire', () => {
    expect(applyShadowQuestionnaire({ isSubQuestionnaire: false }, 12)).toEqual({ shadow_questionnaire_id: 12 });
    expect(applyShadowQuestionnaire({ isSubQuestionnaire: false }, null)).toEqual({ shadow_questionnaire_id: 0 });
    expect(applyShadowQuestionnaire({ isSubQuestionnaire: true }, 12)).toEqual({ shadow_questionnaire_id: 0 });
  });

  it('offers non-sub, non-archived, saved questionnaires other than the current one, sorted by name', () => {
    const list = [
      listItem({ id: 1, name: 'weekly' }),
      listItem({ id: 2, name: 'Current' }),
      listItem({ id: 3, name: 'Diabetes', type: 'diagnosis', is_sub_questionnaire: true }),
      listItem({ id: 4, name: 'Old', archive: true }),
      listItem({ id: -1, name: 'Draft' }),
      listItem({ id: 5, name: 'Alpha', type: 'alternative' }),
    ];
    expect(getShadowCandidates(list, { id: 2 }).map((q) => q.id)).toEqual([5, 1]);
    expect(list.map((q) => q.id)).toEqual([1, 2, 3, 4, -1, 5]);
  });
});
