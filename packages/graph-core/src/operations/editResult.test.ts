import { describe, expect, it } from 'vitest';
import { assertQuestionnaire } from '../parseQuestionnaire.ts';
import { addVertex } from './addVertex.ts';
import { applyPatchesTo, assertEditOk, EDIT_ERROR_CODES } from './editResult.ts';

const empty = assertQuestionnaire({ id: -1, questionnaire_name: 'New', nodes: [], edges: [] });

describe('edit results', () => {
  it('undo applies the inverse patches, redo the patches, and neither touches the input', () => {
    const result = assertEditOk(addVertex(empty, { kind: 'say', payload: { message: 'Hi' } }));
    const undone = applyPatchesTo(result.questionnaire, result.inversePatches);
    expect(undone).toEqual(empty);
    expect(applyPatchesTo(undone, result.patches)).toEqual(result.questionnaire);
    expect(result.questionnaire.nodes).toHaveLength(2);
  });

  it('assertEditOk throws with the code of a refused edit', () => {
    expect(() => assertEditOk(addVertex(empty, { kind: 'placeholder', payload: {} }))).toThrow(
      /placeholder-not-allowed/,
    );
  });

  it('uses kebab-case codes', () => {
    for (const code of EDIT_ERROR_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
