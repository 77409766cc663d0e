import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { questionnaireArbitrary } from '../../testing/arbitraryQuestionnaire.ts';
import { createTestQuestionnaire } from '../../testing/createTestQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import { createCondition } from '../condition.ts';
import type { Edge } from '../edge.ts';
import type { Questionnaire, Vertex } from '../questionnaire.ts';
import { createVertexValue, isPlaceholderValue, type VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';
import { getEdgeIntents } from './edgeIntents.ts';
import { prepareQuestionnaire } from './prepareQuestionnaire.ts';
import { validateForSave } from './validateForSave.ts';

const document = createTestQuestionnaire;

const vertex = (v: string, value: VertexValue): Vertex => ({ v, value });
const edge = (v: string, w: string, name: string, answer?: string): Edge => ({
  v,
  w,
  name,
  value: answer === undefined ? [] : [createCondition('answer', answer)],
});
const say = (message = 'Hello.') => createVertexValue('say', { message });
const placeholder = () => createVertexValue('placeholder', { text: PLACEHOLDER_TEXT });

const askAt = (q: Questionnaire, i: number): Record<string, unknown> =>
  (q.nodes[i]?.value as { ask: Record<string, unknown> } | undefined)?.ask ?? {};

/** A single ask with one edge per answer, prepared; returns the prepared ask payload and its edges. */
function prepareAsk(ask: VertexValue, answers: (string | undefined)[]) {
  const nodes = [vertex('a', ask), ...answers.map((_, i) => vertex(`t${i}`, say()))];
  const edges = answers.map((answer, i) => edge('a', `t${i}`, String(i), answer));
  const prepared = prepareQuestionnaire(document(nodes, edges));
  return { ask: askAt(prepared, 0), edges: prepared.edges };
}

describe('prepareQuestionnaire: placeholders and complete vertices', () => {
  it('removes placeholders and every edge that touches one, keeping the rest in order', () => {
    const q = document(
      [vertex('s', say()), vertex('p', placeholder()), vertex('e', say('Bye.')), vertex('p2', placeholder())],
      [edge('s', 'p', '0'), edge('s', 'e', '1'), edge('p', 'e', '2'), edge('e', 'p2', '3')],
      { complete_node: ['e'] },
    );
    const prepared = prepareQuestionnaire(q);
    expect(prepared.nodes.map((n) => n.v)).toEqual(['s', 'e']);
    expect(prepared.edges.map((e) => e.name)).toEqual(['1']);
  });

  it('drops empty, duplicate and placeholder entries of complete_node, keeping other names as written', () => {
    const q = document([vertex('s', say()), vertex('e', say()), vertex('p', placeholder())], [], {
      complete_node: ['', 'e', ' ', 'e', 'p', 'gone', 's'],
    });
    expect(prepareQuestionnaire(q).complete_node).toEqual(['e', 'gone', 's']);
  });

  it('does not modify its input', () => {
    const q = generateQuestionnaire({ vertices: 40 });
    const before = structuredClone(q);
    prepareQuestionnaire(q);
    expect(q).toEqual(before);
  });
});

describe('prepareQuestionnaire: intents', () => {
  it('maps yes/no answers, case-insensitively, and sets unknown_yes_no', () => {
    const { ask, edges } = prepareAsk(createVertexValue('ask', { question: 'Well?', type: 'Twilio.YES_NO' }), [
      'Yes',
      'No',
      'yes',
    ]);
    expect(edges.map((e) => e.intents)).toEqual([['yes'], ['no'], ['yes']]);
    expect(ask.unknown_intent).toBe('unknown_yes_no');
  });

  it('maps language answers and sets unknown_english_spanish', () => {
    const { ask, edges } = prepareAsk(createVertexValue('ask', { question: 'Language?', type: 'language_intent' }), [
      'Spanish',
      'English',
    ]);
    expect(edges.map((e) => e.intents)).toEqual([['spanish'], ['english']]);
    expect(ask.unknown_intent).toBe('unknown_english_spanish');
  });

  it('gives an empty list to a fixed-type edge whose answer is missing or not an option', () => {
    const { edges } = prepareAsk(createVertexValue('ask', { question: 'Well?', type: 'Twilio.YES_NO' }), [
      'Maybe',
      undefined,
    ]);
    expect(edges.map((e) => e.intents)).toEqual([[], []]);
  });

  it('gives time_of_day to every morning/afternoon edge, with or without a condition', () => {
    const { ask, edges } = prepareAsk(createVertexValue('ask', { question: 'When?', type: 'morning_afternoon' }), [
      undefined,
      'Both',
    ]);
    expect(edges.map((e) => e.intents)).toEqual([['time_of_day'], ['time_of_day']]);
    expect(ask.unknown_intent).toBe('unknown_time_of_day');
  });

  it('uses the numeric tag (300) and the day-of-week tag (50) on open-ended asks, 300 first', () => {
    const numeric = prepareAsk(createVertexValue('ask', { question: 'Hours?' }, [300]), [undefined]);
    expect(numeric.edges[0]?.intents).toEqual(['numerical_value']);
    expect(numeric.ask.unknown_intent).toBe('unknown_numerical_value');
    const day = prepareAsk(createVertexValue('ask', { question: 'Which day?' }, [12, 50]), [undefined]);
    expect(day.edges[0]?.intents).toEqual(['any_day_of_the_week', 'day_of_the_week']);
    expect(day.ask.unknown_intent).toBe('unknown_day_of_the_week');
    const both = prepareAsk(createVertexValue('ask', { question: 'Hm?' }, [50, 300]), [undefined]);
    expect(both.edges[0]?.intents).toEqual(['numerical_value']);
  });

  it('lets a fixed type win over a tag', () => {
    const { ask, edges } = prepareAsk(createVertexValue('ask', { question: 'Well?', type: 'Twilio.YES_NO' }, [300]), [
      'No',
    ]);
    expect(edges[0]?.intents).toEqual(['no']);
    expect(ask.unknown_intent).toBe('unknown_yes_no');
  });

  it('leaves edges of open-ended untagged asks and of other kinds without intents, removing stale ones', () => {
    const q = document(
      [
        vertex('a', createVertexValue('ask', { question: 'Anything else?', unknown_intent: 'unknown_yes_no' })),
        vertex('s', say()),
        vertex('e', say()),
      ],
      [
        { ...edge('a', 's', '0'), intents: ['yes'] },
        { ...edge('s', 'e', '1'), intents: ['stale'] },
      ],
    );
    const prepared = prepareQuestionnaire(q);
    expect(prepared.edges.every((e) => !('intents' in e))).toBe(true);
    expect(askAt(prepared, 0)).not.toHaveProperty('unknown_intent');
  });

  it('replaces a stale unknown_intent (the ask was edited to another type)', () => {
    const { ask } = prepareAsk(
      createVertexValue('ask', { question: 'Language?', type: 'language_intent', unknown_intent: 'unknown_yes_no' }),
      [],
    );
    expect(ask.unknown_intent).toBe('unknown_english_spanish');
  });

  it('gives multi_branch edges their answer as intent, lists them in branch order and sets no unknown intent', () => {
    const ask = createVertexValue('ask', {
      question: 'What hurts?',
      type: 'multi_branch',
      hintGroup: 'pain',
      multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }, { hints: ['fever'] }],
      unknown_intent: 'unknown_yes_no',
    });
    const q = document(
      [vertex('a', ask), vertex('x', say()), vertex('b', say()), vertex('c', say()), vertex('d', say())],
      [
        edge('x', 'a', 'in'),
        edge('a', 'd', '0', 'fever'),
        edge('a', 'b', '1', 'stray'),
        edge('x', 'b', 'mid'),
        edge('a', 'c', '2', 'back pain,neck pain'),
        edge('a', 'b', '3', 'headache'),
      ],
    );
    const prepared = prepareQuestionnaire(q);
    expect(prepared.edges.map((e) => e.name)).toEqual(['in', '3', '2', 'mid', '0', '1']);
    expect(prepared.edges.map((e) => e.intents)).toEqual([
      undefined,
      ['headache'],
      ['back pain,neck pain'],
      undefined,
      ['fever'],
      ['stray'],
    ]);
    expect(askAt(prepared, 0)).not.toHaveProperty('unknown_intent');
  });
});

const PROPERTY = { seed: 20241121, numRuns: 200 };

describe('prepareQuestionnaire: properties', () => {
  test.prop([questionnaireArbitrary], PROPERTY)('is idempotent', (q) => {
    const once = prepareQuestionnaire(q);
    expect(prepareQuestionnaire(once)).toEqual(once);
  });

  test.prop([questionnaireArbitrary], PROPERTY)('leaves no placeholder and no edge touching a missing vertex', (q) => {
    const prepared = prepareQuestionnaire(q);
    const names = new Set(prepared.nodes.map((n) => n.v));
    expect(prepared.nodes.some((n) => isPlaceholderValue(n.value))).toBe(false);
    expect(prepared.edges.every((e) => names.has(e.v) && names.has(e.w))).toBe(true);
  });

  test.prop([questionnaireArbitrary], PROPERTY)('changes the vertex set only by removing placeholders', (q) => {
    const kept = q.nodes.filter((n) => !isPlaceholderValue(n.value)).map((n) => n.v);
    expect(prepareQuestionnaire(q).nodes.map((n) => n.v)).toEqual(kept);
  });

  test.prop([questionnaireArbitrary], PROPERTY)(
    'puts intents on every edge out of a typed or tagged ask, and on no other edge',
    (q) => {
      const prepared = prepareQuestionnaire(q);
      const values = new Map(prepared.nodes.map((n) => [n.v, n.value]));
      for (const e of prepared.edges) {
        const source = values.get(e.v) as VertexValue;
        const expected =
          'ask' in source && (source.ask.type !== undefined || source.tagsv2?.some((t) => t === 300 || t === 50));
        expect(Array.isArray(e.intents)).toBe(expected);
        expect(e.intents).toEqual(getEdgeIntents(source, e));
      }
    },
  );

  test.prop([questionnaireArbitrary], PROPERTY)(
    'keeps the same edges, only reordered within a multi_branch ask',
    (q) => {
      const kept = (edges: Edge[]) => edges.map((e) => `${e.v}>${e.w}#${e.name}`).sort();
      const removed = new Set(q.nodes.filter((n) => isPlaceholderValue(n.value)).map((n) => n.v));
      expect(kept(prepareQuestionnaire(q).edges)).toEqual(
        kept(q.edges.filter((e) => !removed.has(e.v) && !removed.has(e.w))),
      );
    },
  );

  test.prop([questionnaireArbitrary], PROPERTY)('does not change which save checks fail', (q) => {
    const codes = (doc: Questionnaire) => validateForSave(doc).map((issue) => issue.code);
    expect(codes(prepareQuestionnaire(q))).toEqual(codes(q));
  });

  test.prop([fc.integer({ min: 4, max: 400 })], { seed: 7, numRuns: 20 })(
    'leaves a generated (placeholder-free) questionnaire with the same vertices and edge count',
    (size) => {
      const q = generateQuestionnaire({ vertices: size });
      const prepared = prepareQuestionnaire(q);
      expect(prepared.nodes.length).toBe(q.nodes.length);
      expect(prepared.edges.length).toBe(q.edges.length);
    },
  );
});
