import { fc } from '@fast-check/vitest';
import { createCondition } from '../src/condition.ts';
import { getConditionSpec } from '../src/conditionOptions.ts';
import type { Edge } from '../src/edge.ts';
import type { Questionnaire, Vertex } from '../src/questionnaire.ts';
import { createVertexValue, type VertexValue } from '../src/vertexValue.ts';
import { getAskOptions } from '../src/vertices/ask/options.ts';
import { type AskType, unknownIntentSchema } from '../src/vertices/ask/schema.ts';
import { PLACEHOLDER_TEXT } from '../src/vertices/placeholder/schema.ts';

const HINTS = ['headache', 'back pain', 'neck pain', 'fever', 'cough', 'nausea'];
const TAGS = [300, 50, 12];

const tagsArbitrary = fc.subarray(TAGS);

const askArbitrary: fc.Arbitrary<VertexValue> = fc
  .record({
    type: fc.option(fc.constantFrom<AskType>('Twilio.YES_NO', 'language_intent', 'morning_afternoon', 'multi_branch'), {
      nil: undefined,
    }),
    branches: fc.array(fc.subarray(HINTS, { minLength: 0, maxLength: 2 }), { minLength: 0, maxLength: 4 }),
    staleIntent: fc.option(fc.constantFrom(...unknownIntentSchema.options), { nil: undefined }),
    tags: tagsArbitrary,
  })
  .map(({ type, branches, staleIntent, tags }) => {
    const ask: Record<string, unknown> = { name: 'q', question: 'How are you {first_name}?' };
    if (type !== undefined) ask.type = type;
    if (type === 'multi_branch') {
      ask.hintGroup = 'symptoms';
      ask.multiBranchAnswers = branches.map((hints) => ({ hints }));
    }
    if (staleIntent !== undefined) ask.unknown_intent = staleIntent;
    return createVertexValue('ask', ask, tags);
  });

/** Vertex values of every kind, built with the package's constructors, some of them incomplete or stale. */
export const vertexValueArbitrary: fc.Arbitrary<VertexValue> = fc.oneof(
  fc.constant(createVertexValue('say', { message: 'Hello {first_name}.' })),
  askArbitrary,
  askArbitrary,
  fc.constant(createVertexValue('recording', { name: 'tip', url: 'tip.mp3', transcription: 'A tip.' })),
  fc.constant(createVertexValue('dynamic', { type: 'diagnosis' })),
  fc.constant(createVertexValue('embedded', { questionnaireId: 7, questionnaireName: 'Follow-up' })),
  fc.constant(createVertexValue('hot_transfer', { name: 'nurse', phone: '+1-5550100' })),
  fc.constant(
    createVertexValue('date_of_birth_validation', { name: 'dob', requestMessage: 'Date?', waitMessage: 'Wait.' }),
  ),
  fc.constant(createVertexValue('zip_code_validation', { name: 'zip', requestMessage: 'Zip?', waitMessage: 'Wait.' })),
  fc.constant(createVertexValue('terminate_call', { name: 'end' })),
  fc.constant(createVertexValue('placeholder', { text: PLACEHOLDER_TEXT })),
);

/** How an edge's condition is chosen: one of the source's options, none, or something that is not an option. */
type ConditionChoice = { kind: 'option'; pick: number } | { kind: 'none' } | { kind: 'garbage' };

const conditionChoiceArbitrary: fc.Arbitrary<ConditionChoice> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((pick) => ({ kind: 'option' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'garbage' as const }) },
);

function buildEdge(source: VertexValue, v: string, w: string, name: string, choice: ConditionChoice): Edge {
  const spec = getConditionSpec(source);
  const options = 'ask' in source ? getAskOptions(source.ask) : (spec?.options ?? []);
  if (choice.kind === 'none' || (choice.kind === 'option' && (spec === undefined || options.length === 0)))
    return { v, w, name, value: [] };
  if (choice.kind === 'garbage') return { v, w, name, value: [createCondition('answer', 'Maybe')] };
  const value = options[choice.pick % options.length] as string;
  return { v, w, name, value: [createCondition(spec?.action ?? 'answer', value)] };
}

/**
 * Random, schema-valid questionnaires for property tests: every vertex kind, asks of every type and tag, edges with
 * valid, missing and invalid conditions, stale intents, and complete lists with empty and duplicate entries.
 */
export const questionnaireArbitrary: fc.Arbitrary<Questionnaire> = fc
  .record({
    values: fc.array(vertexValueArbitrary, { minLength: 1, maxLength: 14 }),
    links: fc.array(
      fc.record({
        from: fc.nat(),
        to: fc.nat(),
        choice: conditionChoiceArbitrary,
        staleIntents: fc.boolean(),
      }),
      { maxLength: 24 },
    ),
    start: fc.option(fc.nat(), { nil: undefined }),
    complete: fc.array(fc.oneof(fc.nat().map(String), fc.constant('')), { maxLength: 4 }),
    isSubQuestionnaire: fc.boolean(),
  })
  .map(({ values, links, start, complete, isSubQuestionnaire }) => {
    const nodes: Vertex[] = values.map((value, i) => ({ v: `auto_generated_${i + 1}`, value }));
    const nameAt = (i: number): string => (nodes[i % nodes.length] as Vertex).v;
    const edges = links.map((link, i): Edge => {
      const v = nameAt(link.from);
      const edge = buildEdge(
        values[link.from % values.length] as VertexValue,
        v,
        nameAt(link.to),
        String(i),
        link.choice,
      );
      return link.staleIntents ? { ...edge, intents: ['stale'] } : edge;
    });
    const questionnaire: Questionnaire = {
      id: 5,
      questionnaire_name: 'Random',
      type: 'none',
      language: 'en-US',
      is_multiple_languages: false,
      isSubQuestionnaire,
      shadow_questionnaire_id: 0,
      archive: false,
      complete_node: complete.map((entry) => (entry === '' ? '' : nameAt(Number(entry)))),
      sub_questionnaires: [],
      nodes,
      edges,
    };
    return start === undefined ? questionnaire : { ...questionnaire, starting_node: nameAt(start) };
  });
