import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateQuestionnaire } from '../testing/generateQuestionnaire.ts';
import { formatIssuePath, parseQuestionnaire } from './parseQuestionnaire.ts';
import { buildQuestionnaireJsonSchema } from './questionnaireJsonSchema.ts';

const minimal = {
  id: 42,
  questionnaire_name: 'Weekly check-in',
  starting_node: 'auto_generated_1',
  complete_node: ['auto_generated_2'],
  nodes: [
    { v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } },
    { v: 'auto_generated_2', value: { ask: { name: 'well', question: 'Well?', type: 'Twilio.YES_NO' }, tagsv2: [12] } },
  ],
  edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
};

describe('parseQuestionnaire', () => {
  it('accepts a valid document and fills the metadata defaults', () => {
    const result = parseQuestionnaire(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.questionnaire.language).toBe('en-US');
    expect(result.questionnaire.shadow_questionnaire_id).toBe(0);
    expect(result.questionnaire.sub_questionnaires).toEqual([]);
  });

  it('reports every problem with its path and vertex, not only the first', () => {
    const result = parseQuestionnaire({
      ...minimal,
      nodes: [
        { v: 'auto_generated_1', value: { shout: { message: 'x' } } },
        { v: 'auto_generated_2', value: { say: { message: 'a' }, ask: { question: 'b' } } },
        { v: 'auto_generated_3', value: { ask: { type: 'Twilio.MAYBE' } } },
        { value: { say: {} } },
      ],
      edges: [{ v: 'auto_generated_1', w: 'nowhere', name: '0', value: [] }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.issues.map((i) => `${formatIssuePath(i.path)}: ${i.message}`);
    expect(lines).toContain('nodes[0].value.shout: unknown vertex kind "shout"');
    expect(lines.some((l) => l.startsWith('nodes[1].value: vertex value has 2 kind keys'))).toBe(true);
    expect(lines.some((l) => l.startsWith('nodes[2].value.ask.type: expected one of'))).toBe(true);
    expect(lines.some((l) => l.startsWith('nodes[3].v: missing required field'))).toBe(true);
    expect(lines).toContain('edges[0].w: edge points to missing vertex "nowhere"');
    expect(result.issues.find((i) => i.path[1] === 2)?.vertex).toBe('auto_generated_3');
    expect(result.issues.find((i) => i.path[0] === 'edges')?.edge).toEqual({
      v: 'auto_generated_1',
      w: 'nowhere',
      name: '0',
    });
  });

  it('refuses duplicate vertex names and duplicate edge keys but keeps parallel edges with distinct names', () => {
    const parallel = { ...minimal, edges: [...minimal.edges, { ...minimal.edges[0], name: '1' }] };
    expect(parseQuestionnaire(parallel).ok).toBe(true);
    const duplicate = { ...minimal, edges: [...minimal.edges, { ...minimal.edges[0] }] };
    const result = parseQuestionnaire(duplicate);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/duplicate edge/);
  });

  it('parses generated questionnaires of every size it is asked for', () => {
    for (const size of [4, 50, 500]) {
      const result = parseQuestionnaire(JSON.parse(JSON.stringify(generateQuestionnaire({ vertices: size }))));
      expect(result.ok).toBe(true);
    }
  });
});

describe('questionnaire.schema.json', () => {
  it('is the one generated from the zod schema (run `pnpm --filter @carecall/graph-core schema` after a change)', () => {
    const committed = JSON.parse(readFileSync(new URL('../schema/questionnaire.schema.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildQuestionnaireJsonSchema());
  });
});
