import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { questionnaireArbitrary } from '../../testing/arbitraryQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import type { Edge } from '../edge.ts';
import { prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import { validateForSave } from '../prepare/validateForSave.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { createVertexValue, type VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { type Diagnostic, LINT_RULE_IDS, type LintRule } from './diagnostic.ts';
import { lintParsedQuestionnaire, lintQuestionnaire } from './lintQuestionnaire.ts';
import { LINT_RULES } from './lintRules.ts';

const PAIN = [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }];

/** A lint-clean questionnaire that uses every non-frame vertex kind and every condition action. */
function cleanQuestionnaire(): Questionnaire {
  const nodes: Vertex[] = [
    { v: 'hello', value: createVertexValue('say', { message: 'Hello {first_name}.' }) },
    {
      v: 'well',
      value: createVertexValue('ask', {
        name: 'well',
        question: 'Are you feeling well?',
        type: 'Twilio.YES_NO',
        unknownText: 'Please say yes or no.',
      }),
    },
    { v: 'glad', value: createVertexValue('say', { message: 'Glad to hear it.' }) },
    { v: 'nurse', value: createVertexValue('hot_transfer', { name: 'nurse', phone: '+1-5550100' }) },
    { v: 'after', value: createVertexValue('say', { message: 'Let us continue.' }) },
    {
      v: 'pain',
      value: createVertexValue('ask', {
        name: 'pain',
        question: 'What hurts?',
        type: 'multi_branch',
        hintGroup: 'pain',
        multiBranchAnswers: PAIN,
      }),
    },
    {
      v: 'dob',
      value: createVertexValue('date_of_birth_validation', {
        name: 'dob',
        requestMessage: 'Your date of birth?',
        waitMessage: 'One moment.',
      }),
    },
    {
      v: 'tip',
      value: createVertexValue('recording', { name: 'tip', url: 'tip.mp3', transcription: 'A tip about sleep.' }),
    },
    {
      v: 'when',
      value: createVertexValue('ask', { name: 'when', question: 'Morning or afternoon?', type: 'morning_afternoon' }),
    },
    {
      v: 'hours',
      value: createVertexValue('ask', { name: 'hours', question: 'How many hours did you sleep?' }, [300]),
    },
    {
      v: 'zip',
      value: createVertexValue('zip_code_validation', {
        name: 'zip',
        requestMessage: 'Your zip code?',
        waitMessage: 'One moment.',
      }),
    },
    { v: 'bye', value: createVertexValue('say', { message: 'Goodbye.' }) },
    { v: 'end', value: createVertexValue('terminate_call', { name: 'end' }) },
  ];
  let n = 0;
  const edge = (v: string, w: string, condition?: ReturnType<typeof createCondition>): Edge => ({
    v,
    w,
    name: String(n++),
    value: condition ? [condition] : [],
  });
  const edges: Edge[] = [
    edge('hello', 'well'),
    edge('well', 'glad', createCondition('answer', 'Yes')),
    edge('well', 'nurse', createCondition('answer', 'No')),
    edge('nurse', 'after', createCondition('hot_transfer', 'answered')),
    edge('nurse', 'after', createCondition('hot_transfer', 'not-answered')),
    edge('glad', 'after'),
    edge('after', 'pain'),
    edge('pain', 'dob', createCondition('answer', 'headache')),
    edge('pain', 'dob', createCondition('answer', 'back pain,neck pain')),
    edge('dob', 'tip', createCondition('date_of_birth_validation', 'valid')),
    edge('dob', 'tip', createCondition('date_of_birth_validation', 'invalid')),
    edge('tip', 'when'),
    edge('when', 'hours', createCondition('answer', 'Morning')),
    edge('hours', 'zip'),
    edge('zip', 'bye', createCondition('zip_code_validation', 'valid')),
    edge('zip', 'bye', createCondition('zip_code_validation', 'invalid')),
    edge('bye', 'end'),
  ];
  return {
    id: 42,
    questionnaire_name: 'Weekly check-in',
    type: 'none',
    language: 'en-US',
    is_multiple_languages: false,
    isSubQuestionnaire: false,
    shadow_questionnaire_id: 0,
    archive: false,
    starting_node: 'hello',
    complete_node: ['bye'],
    sub_questionnaires: [],
    nodes,
    edges,
  };
}

const KNOWN = ['first_name'];

type Fixture = {
  /** Changes the clean questionnaire (a copy) so the rule fires. */
  break: (q: Questionnaire) => void;
  /** Where the diagnostic must point. */
  at?: { vertex?: string; edge?: { v: string; w: string; name: string } };
  knownParameters?: readonly string[];
};

function vertexValue(q: Questionnaire, v: string): VertexValue {
  const node = q.nodes.find((n) => n.v === v);
  if (!node) throw new Error(`no vertex ${v}`);
  return node.value;
}
function edgeNamed(q: Questionnaire, name: string): Edge {
  const found = q.edges.find((e) => e.name === name);
  if (!found) throw new Error(`no edge ${name}`);
  return found;
}
function askOf(q: Questionnaire, v: string): Record<string, unknown> {
  return (vertexValue(q, v) as { ask: Record<string, unknown> }).ask;
}
const say = (message: string) => createVertexValue('say', { message });

const FIXTURES: Record<Exclude<LintRule, 'schema'>, Fixture> = {
  'missing-start': {
    break: (q) => {
      q.starting_node = 'nowhere';
    },
  },
  'missing-complete': {
    break: (q) => {
      q.complete_node = ['', 'nowhere'];
    },
  },
  'terminate-has-outgoing': {
    break: (q) => {
      q.edges.push({ v: 'end', w: 'bye', name: 'x', value: [] });
    },
    at: { edge: { v: 'end', w: 'bye', name: 'x' } },
  },
  'missing-condition': {
    break: (q) => {
      edgeNamed(q, '1').value = [];
    },
    at: { edge: { v: 'well', w: 'glad', name: '1' } },
  },
  'invalid-condition': {
    break: (q) => {
      edgeNamed(q, '12').value = [createCondition('answer', 'Evening')];
    },
    at: { edge: { v: 'when', w: 'hours', name: '12' } },
  },
  'multi-branch-missing-edges': {
    break: (q) => {
      q.edges.splice(q.edges.indexOf(edgeNamed(q, '8')), 1);
    },
    at: { vertex: 'pain' },
  },
  'multi-branch-group': {
    break: (q) => {
      delete askOf(q, 'pain').hintGroup;
    },
    at: { vertex: 'pain' },
  },
  'multi-branch-hint': {
    break: (q) => {
      askOf(q, 'pain').multiBranchAnswers = [...PAIN, { hints: [] }];
    },
    at: { vertex: 'pain' },
  },
  'multi-branch-too-many': {
    break: (q) => {
      askOf(q, 'pain').multiBranchAnswers = Array.from({ length: 11 }, (_, i) => ({ hints: [`h${i}`] }));
    },
    at: { vertex: 'pain' },
  },
  'duplicate-hint': {
    break: (q) => {
      askOf(q, 'pain').multiBranchAnswers = [{ hints: ['headache'] }, { hints: ['back pain', 'headache'] }];
    },
    at: { vertex: 'pain' },
  },
  'vertex-text': {
    break: (q) => {
      (vertexValue(q, 'glad') as { say: { message?: string } }).say.message = ' ';
    },
    at: { vertex: 'glad' },
  },
  'vertex-field': {
    break: (q) => {
      delete (vertexValue(q, 'nurse') as { hot_transfer: { phone?: string } }).hot_transfer.phone;
    },
    at: { vertex: 'nurse' },
  },
  'unknown-parameter': { break: () => {}, knownParameters: ['last_name'], at: { vertex: 'hello' } },
  unreachable: {
    break: (q) => {
      q.nodes.push({ v: 'orphan', value: say('Nobody hears this.') });
      q.edges.push({ v: 'orphan', w: 'bye', name: 'o', value: [] });
    },
    at: { vertex: 'orphan' },
  },
  'dead-end': {
    break: (q) => {
      q.nodes.push({ v: 'stuck', value: say('And then?') });
      q.edges.push({ v: 'bye', w: 'stuck', name: 's', value: [] });
    },
    at: { vertex: 'stuck' },
  },
  placeholder: {
    break: (q) => {
      q.nodes.push({ v: 'todo', value: createVertexValue('placeholder', { text: PLACEHOLDER_TEXT }) });
      q.edges.push({ v: 'bye', w: 'todo', name: 't', value: [] });
    },
    at: { vertex: 'todo' },
  },
};

const rulesOf = (diagnostics: Diagnostic[]) => [...new Set(diagnostics.map((d) => d.rule))];

describe('lintQuestionnaire: the clean fixture', () => {
  it('has no diagnostics, with and without known parameters', () => {
    expect(lintQuestionnaire(cleanQuestionnaire())).toEqual([]);
    expect(lintQuestionnaire(cleanQuestionnaire(), { knownParameters: KNOWN })).toEqual([]);
  });

  it('stays clean once prepared', () => {
    expect(lintQuestionnaire(prepareQuestionnaire(cleanQuestionnaire()), { knownParameters: KNOWN })).toEqual([]);
  });
});

describe('lintQuestionnaire: one fixture per rule', () => {
  it.each(Object.entries(FIXTURES) as [Exclude<LintRule, 'schema'>, Fixture][])(
    '%s fires where it should',
    (rule, fixture) => {
      const q = structuredClone(cleanQuestionnaire());
      fixture.break(q);
      const diagnostics = lintQuestionnaire(q, { knownParameters: fixture.knownParameters ?? KNOWN });
      const found = diagnostics.filter((d) => d.rule === rule);
      expect(found.length).toBeGreaterThan(0);
      const info = LINT_RULES.find((r) => r.id === rule);
      for (const d of found) {
        expect(d.severity).toBe(info?.severity);
        expect(d.message.length).toBeGreaterThan(0);
      }
      if (fixture.at) expect(found[0]).toMatchObject(fixture.at);
    },
  );

  it('schema fires on a malformed document, naming the vertex and edge, and no other rule runs', () => {
    const q = structuredClone(cleanQuestionnaire()) as unknown as { nodes: unknown[]; edges: unknown[] };
    q.nodes[1] = { v: 'well', value: { shout: { message: 'x' } } };
    q.edges.push({ v: 'hello', w: 'nowhere', name: 'z', value: [] });
    const diagnostics = lintQuestionnaire(q);
    expect(rulesOf(diagnostics)).toEqual(['schema']);
    expect(diagnostics).toContainEqual({
      rule: 'schema',
      severity: 'error',
      message: 'nodes[1].value.shout: unknown vertex kind "shout"',
      vertex: 'well',
    });
    expect(diagnostics).toContainEqual({
      rule: 'schema',
      severity: 'error',
      message: 'edges[17].w: edge points to missing vertex "nowhere"',
      edge: { v: 'hello', w: 'nowhere', name: 'z' },
    });
    expect(rulesOf(lintQuestionnaire('not a questionnaire'))).toEqual(['schema']);
  });

  it('reports a placeholder start as missing-start on that vertex', () => {
    const q = structuredClone(cleanQuestionnaire());
    q.nodes.push({ v: 'todo', value: createVertexValue('placeholder', { text: PLACEHOLDER_TEXT }) });
    q.starting_node = 'todo';
    expect(lintQuestionnaire(q).find((d) => d.rule === 'missing-start')).toMatchObject({ vertex: 'todo' });
  });

  it('skips unknown-parameter without known parameters', () => {
    expect(rulesOf(lintQuestionnaire(cleanQuestionnaire(), { knownParameters: [] }))).toEqual(['unknown-parameter']);
    expect(lintQuestionnaire(cleanQuestionnaire())).toEqual([]);
  });

  it('does not require a complete vertex in a frame, nor report its dynamic vertex as a dead end', () => {
    const q = structuredClone(cleanQuestionnaire());
    q.complete_node = [];
    q.nodes.push({ v: 'dyn', value: createVertexValue('dynamic', { type: 'diagnosis' }) });
    q.edges.push({ v: 'bye', w: 'dyn', name: 'd', value: [] });
    q.edges.splice(q.edges.indexOf(edgeNamed(q, '16')), 1);
    q.nodes.splice(
      q.nodes.findIndex((node) => node.v === 'end'),
      1,
    );
    expect(lintQuestionnaire(q)).toEqual([]);
  });

  it('reports a condition on a vertex that has no outcomes, and a condition of the wrong action', () => {
    const q = structuredClone(cleanQuestionnaire());
    edgeNamed(q, '0').value = [createCondition('answer', 'Yes')];
    edgeNamed(q, '3').value = [createCondition('answer', 'answered')];
    const diagnostics = lintQuestionnaire(q);
    expect(diagnostics.map((d) => [d.rule, d.edge?.name])).toEqual([
      ['invalid-condition', '0'],
      ['missing-condition', '3'],
      ['invalid-condition', '3'],
    ]);
  });
});

describe('lintQuestionnaire: order and rule table', () => {
  it('orders diagnostics by document position: document-level, vertices, then edges', () => {
    const q = structuredClone(cleanQuestionnaire());
    q.complete_node = [];
    edgeNamed(q, '2').value = [];
    q.edges.splice(q.edges.indexOf(edgeNamed(q, '16')), 1);
    (vertexValue(q, 'tip') as { recording: { url?: string } }).recording.url = '';
    (vertexValue(q, 'glad') as { say: { message?: string } }).say.message = '';
    const diagnostics = lintQuestionnaire(q);
    expect(diagnostics.map((d) => [d.rule, d.vertex ?? d.edge?.name ?? null])).toEqual([
      ['missing-complete', null],
      ['vertex-text', 'glad'],
      ['vertex-field', 'tip'],
      ['dead-end', 'bye'],
      ['unreachable', 'end'],
      ['missing-condition', '2'],
    ]);
  });

  it('lists every rule of the conventions table once, with its severity', () => {
    expect(LINT_RULES.map((r) => r.id)).toEqual([...LINT_RULE_IDS]);
    const warnings = LINT_RULES.filter((r) => r.severity === 'warning').map((r) => r.id);
    expect(warnings).toEqual(['unreachable', 'dead-end', 'placeholder']);
    for (const rule of LINT_RULES) expect(rule.description).not.toBe('');
  });
});

const PROPERTY = { seed: 424242, numRuns: 150 };

describe('lintQuestionnaire: properties', () => {
  test.prop([fc.integer({ min: 4, max: 600 })], { seed: 11, numRuns: 30 })(
    'reports no errors on a generated questionnaire',
    (vertices) => {
      const diagnostics = lintQuestionnaire(JSON.parse(JSON.stringify(generateQuestionnaire({ vertices }))), {
        knownParameters: KNOWN,
      });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    },
  );

  test.prop([questionnaireArbitrary], PROPERTY)(
    'gives the same diagnostics for a parsed document as for its JSON',
    (q) => {
      expect(lintQuestionnaire(JSON.parse(JSON.stringify(q)), { knownParameters: KNOWN })).toEqual(
        lintParsedQuestionnaire(q, { knownParameters: KNOWN }),
      );
    },
  );

  test.prop([questionnaireArbitrary], PROPERTY)('points every diagnostic at an existing vertex or edge', (q) => {
    const names = new Set(q.nodes.map((n) => n.v));
    const edges = new Set(q.edges.map((e) => `${e.v}>${e.w}#${e.name}`));
    for (const d of lintQuestionnaire(q, { knownParameters: KNOWN })) {
      if (d.vertex !== undefined) expect(names.has(d.vertex)).toBe(true);
      if (d.edge) expect(edges.has(`${d.edge.v}>${d.edge.w}#${d.edge.name}`)).toBe(true);
    }
  });

  test.prop([questionnaireArbitrary], PROPERTY)(
    'reports the save checks exactly as validateForSave finds them, from its own facts rather than the edges',
    (q) => {
      const rules = new Set(['missing-start', 'missing-complete', 'multi-branch-missing-edges']);
      const fromLint = lintParsedQuestionnaire(q)
        .filter((d) => rules.has(d.rule))
        .map((d) => ({ rule: d.rule, message: d.message, vertex: d.vertex }));
      const fromSave = validateForSave(q).map((issue) => ({
        rule: issue.code,
        message: issue.detail,
        vertex: issue.vertex,
      }));
      const byText = (a: { rule: string; message: string }, b: { rule: string; message: string }) =>
        `${a.rule}${a.message}`.localeCompare(`${b.rule}${b.message}`);
      expect(fromLint.sort(byText)).toEqual(fromSave.sort(byText));
    },
  );

  test.prop([questionnaireArbitrary], PROPERTY)(
    'reports a placeholder warning exactly until prepare removes them',
    (q) => {
      const before = lintQuestionnaire(q).filter((d) => d.rule === 'placeholder').length;
      expect(before).toBe(q.nodes.filter((n) => 'placeholder' in n.value).length);
      expect(lintQuestionnaire(prepareQuestionnaire(q)).filter((d) => d.rule === 'placeholder')).toEqual([]);
    },
  );
});
