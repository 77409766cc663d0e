import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyQuestionnaireRule,
  type QuestionnaireRuleClient,
  type QuestionnaireRuleSettings,
} from './chooseClientQuestionnaire.ts';

const LANGUAGES = ['en-US', 'es-US'] as const;

/** An organization's settings as the scheduler route stores them: one entry a diagnosis, one a language, one default. */
const settingsArbitrary: fc.Arbitrary<QuestionnaireRuleSettings> = fc
  .record({
    byDiagnosis: fc.uniqueArray(
      fc.record({
        diagnosisId: fc.integer({ min: 1, max: 8 }),
        questionnaireId: fc.integer({ min: 1, max: 10 }),
        priority: fc.integer({ min: 1, max: 3 }),
      }),
      { selector: (entry) => entry.diagnosisId, maxLength: 8 },
    ),
    byLanguage: fc.uniqueArray(
      fc.record({ language: fc.constantFrom(...LANGUAGES), questionnaireId: fc.integer({ min: 1, max: 10 }) }),
      { selector: (entry) => entry.language, maxLength: 2 },
    ),
    defaultIndex: fc.option(fc.nat({ max: 1 }), { nil: null }),
  })
  .map(({ byDiagnosis, byLanguage, defaultIndex }) => ({
    byDiagnosis,
    byLanguage: byLanguage.map((entry, index) => ({ ...entry, isDefault: index === defaultIndex })),
  }));

const clientArbitrary: fc.Arbitrary<QuestionnaireRuleClient> = fc.record({
  activeDiagnosisIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 4 }),
  language: fc.constantFrom<string | null>(...LANGUAGES, null),
});

/** Which questionnaires exist, unarchived and of the right kind. */
const usableArbitrary = fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 10 }).map((ids) => new Set(ids));

const caseArbitrary = fc.record({ settings: settingsArbitrary, client: clientArbitrary, usable: usableArbitrary });

describe('the questionnaire rule', () => {
  it('chooses a usable questionnaire the settings name, and refuses only when none of its steps applies', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ settings, client, usable }) => {
        const choice = applyQuestionnaireRule(settings, client, (id) => usable.has(id));
        const matching = settings.byDiagnosis.filter(
          (entry) => client.activeDiagnosisIds.includes(entry.diagnosisId) && usable.has(entry.questionnaireId),
        );
        const forLanguage = settings.byLanguage.find(
          (entry) => entry.language === client.language && usable.has(entry.questionnaireId),
        );
        const byDefault = settings.byLanguage.find((entry) => entry.isDefault && usable.has(entry.questionnaireId));
        if (choice.questionnaireId === null) {
          expect(matching).toEqual([]);
          expect(forLanguage).toBeUndefined();
          expect(byDefault).toBeUndefined();
          expect(choice.reason).toBe('no-questionnaire');
          return;
        }
        expect(usable.has(choice.questionnaireId)).toBe(true);
        if (matching.length > 0) {
          expect(choice.source).toBe('diagnosis');
          const best = Math.min(...matching.map((entry) => entry.priority));
          const winners = matching.filter((entry) => entry.priority === best);
          // Among equal priorities, the client's own diagnosis order decides.
          const first = winners.sort(
            (a, b) =>
              client.activeDiagnosisIds.indexOf(a.diagnosisId) - client.activeDiagnosisIds.indexOf(b.diagnosisId),
          )[0];
          expect(choice.questionnaireId).toBe(first?.questionnaireId);
        } else if (forLanguage) {
          expect(choice).toEqual({ questionnaireId: forLanguage.questionnaireId, source: 'language' });
        } else {
          expect(choice).toEqual({ questionnaireId: byDefault?.questionnaireId, source: 'default' });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('ignores diagnoses the client does not have, or no longer has', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 1, max: 8 }), ({ settings, client, usable }, dropped) => {
        const without = { ...client, activeDiagnosisIds: client.activeDiagnosisIds.filter((id) => id !== dropped) };
        const onlyTheirs = {
          ...settings,
          byDiagnosis: settings.byDiagnosis.filter((entry) => entry.diagnosisId !== dropped),
        };
        const isUsable = (id: number) => usable.has(id);
        expect(applyQuestionnaireRule(settings, without, isUsable)).toEqual(
          applyQuestionnaireRule(onlyTheirs, without, isUsable),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order the settings are stored in', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.infiniteStream(fc.double()), ({ settings, client, usable }, noise) => {
        const shuffle = <T>(items: readonly T[]) =>
          items
            .map((item) => ({ item, key: noise.next().value }))
            .sort((a, b) => a.key - b.key)
            .map((entry) => entry.item);
        const shuffled = { byDiagnosis: shuffle(settings.byDiagnosis), byLanguage: shuffle(settings.byLanguage) };
        const isUsable = (id: number) => usable.has(id);
        expect(applyQuestionnaireRule(shuffled, client, isUsable)).toEqual(
          applyQuestionnaireRule(settings, client, isUsable),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('prefers a diagnosis over the language, and the language over the default', () => {
    const settings: QuestionnaireRuleSettings = {
      byDiagnosis: [
        { diagnosisId: 1, questionnaireId: 11, priority: 2 },
        { diagnosisId: 2, questionnaireId: 12, priority: 1 },
      ],
      byLanguage: [
        { language: 'en-US', questionnaireId: 21, isDefault: true },
        { language: 'es-US', questionnaireId: 22, isDefault: false },
      ],
    };
    const all = () => true;
    expect(applyQuestionnaireRule(settings, { activeDiagnosisIds: [1, 2], language: 'es-US' }, all)).toEqual({
      questionnaireId: 12,
      source: 'diagnosis',
    });
    expect(applyQuestionnaireRule(settings, { activeDiagnosisIds: [3], language: 'es-US' }, all)).toEqual({
      questionnaireId: 22,
      source: 'language',
    });
    expect(applyQuestionnaireRule(settings, { activeDiagnosisIds: [], language: null }, all)).toEqual({
      questionnaireId: 21,
      source: 'default',
    });
    expect(applyQuestionnaireRule(settings, { activeDiagnosisIds: [1], language: 'en-US' }, () => false)).toEqual({
      questionnaireId: null,
      reason: 'no-questionnaire',
    });
  });
});
