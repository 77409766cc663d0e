import { describe, expect, it } from 'vitest';
import { createTestQuestionnaire } from '../../testing/createTestQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import type { Vertex } from '../questionnaire.ts';
import { createVertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { checkQuestionnaireSave } from './checkQuestionnaireSave.ts';
import { prepareQuestionnaire } from './prepareQuestionnaire.ts';

const say = (v: string, message: string): Vertex => ({ v, value: createVertexValue('say', { message }) });
const placeholder = (v: string): Vertex => ({ v, value: createVertexValue('placeholder', { text: PLACEHOLDER_TEXT }) });
const rules = (diagnostics: { rule: string }[]) => diagnostics.map((diagnostic) => diagnostic.rule);

describe('checkQuestionnaireSave', () => {
  it('answers the prepared document of a questionnaire that can be saved, warnings kept', () => {
    const input = createTestQuestionnaire(
      [say('s', 'Hello.'), say('e', 'Bye.'), placeholder('p')],
      [{ v: 's', w: 'e', name: '1', value: [] }],
      { starting_node: 's', complete_node: ['e'] },
    );
    const result = checkQuestionnaireSave(JSON.parse(JSON.stringify(input)));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.prepared).toEqual(prepareQuestionnaire(input));
    expect(result.prepared.nodes.map((vertex) => vertex.v)).toEqual(['s', 'e']);
    expect(rules(result.diagnostics)).toContain('placeholder');
  });

  it('refuses a document that fails the schema with its schema diagnostics only', () => {
    const input = generateQuestionnaire({ vertices: 5 });
    const broken = { ...input, edges: [...input.edges, { v: input.nodes[0]?.v, w: 'nowhere', name: '99', value: [] }] };
    const result = checkQuestionnaireSave(broken);
    expect(result).toMatchObject({ ok: false, schema: true });
    if (result.ok) return;
    expect(rules(result.errors)).toEqual(['schema']);
    expect(result.errors[0]?.message).toContain('missing vertex "nowhere"');
  });

  it('refuses a document with a lint error, the save checks included, and keeps its warnings apart', () => {
    const input = createTestQuestionnaire([say('s', 'Hello {colour}.'), say('e', 'Bye.')], [], {
      starting_node: 'p',
      complete_node: ['e'],
    });
    const result = checkQuestionnaireSave(input, { knownParameters: [] });
    expect(result).toMatchObject({ ok: false, schema: false });
    if (result.ok) return;
    expect(rules(result.errors)).toEqual(['missing-start', 'unknown-parameter']);
    expect(result.diagnostics.length).toBeGreaterThan(result.errors.length);
  });

  it('skips unknown parameters when no keys are known', () => {
    const input = createTestQuestionnaire(
      [say('s', 'Hello {colour}.'), say('e', 'Bye.')],
      [{ v: 's', w: 'e', name: '1', value: [] }],
      { starting_node: 's', complete_node: ['e'] },
    );
    expect(checkQuestionnaireSave(input).ok).toBe(true);
    expect(checkQuestionnaireSave(input, { knownParameters: ['colour'] }).ok).toBe(true);
    expect(checkQuestionnaireSave(input, { knownParameters: ['name'] }).ok).toBe(false);
  });
});
