import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { applyPatchesTo, assertEditOk } from './editResult.ts';
import { updateMetadata } from './updateMetadata.ts';

const q = assertQuestionnaire({ id: 5, questionnaire_name: 'Weekly', nodes: [], edges: [] });

describe('updateMetadata', () => {
  it('changes only the fields given, undoably', () => {
    const result = assertEditOk(
      updateMetadata(q, {
        questionnaire_name: 'Weekly (es)',
        language: 'es-US',
        type: 'diagnosis',
        isSubQuestionnaire: true,
        shadow_questionnaire_id: 9,
        archive: true,
        is_multiple_languages: true,
        sub_questionnaires: [{ questionnaireId: 7, questionnaireName: 'Diabetes' }],
      }),
    );
    expect(result.questionnaire).toEqual({
      ...q,
      questionnaire_name: 'Weekly (es)',
      language: 'es-US',
      type: 'diagnosis',
      isSubQuestionnaire: true,
      shadow_questionnaire_id: 9,
      archive: true,
      is_multiple_languages: true,
      sub_questionnaires: [{ questionnaireId: 7, questionnaireName: 'Diabetes' }],
    });
    expect(applyPatchesTo(result.questionnaire, result.inversePatches)).toEqual(q);
    expect(applyPatchesTo(q, result.patches)).toEqual(result.questionnaire);
  });

  it('records no patches when nothing is given', () => {
    expect(assertEditOk(updateMetadata(q, {})).patches).toEqual([]);
  });

  it('refuses invalid values and fields that are not metadata', () => {
    const language = updateMetadata(q, { language: 'fr-FR' } as never);
    expect(language.ok || language.error.code).toBe('invalid-metadata');
    const nodes = updateMetadata(q, { nodes: [] } as never);
    expect(nodes.ok || nodes.error.code).toBe('invalid-metadata');
  });
});
