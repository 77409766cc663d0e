import { createCondition } from '../src/condition.ts';
import type { Edge } from '../src/edge.ts';
import type { Questionnaire, Vertex } from '../src/questionnaire.ts';
import { createVertexValue } from '../src/vertexValue.ts';

/** Options of `generateQuestionnaire`. */
export interface GenerateQuestionnaireOptions {
  /** How many vertices to generate (at least 4). */
  vertices: number;
  /** Id of the generated questionnaire. */
  id?: number;
}

/**
 * Generates a valid, lint-clean questionnaire of about the asked size, deterministically: a chain of blocks that
 * use every non-frame vertex kind and every ask type, each block rejoining the chain, ending in a complete vertex.
 * Used by benchmarks and tests that need large realistic graphs.
 */
export function generateQuestionnaire({ vertices, id = 1 }: GenerateQuestionnaireOptions): Questionnaire {
  const nodes: Vertex[] = [];
  const edges: Edge[] = [];
  let n = 0;
  let e = 0;
  const add = (value: Vertex['value']): string => {
    n += 1;
    const v = `auto_generated_${n}`;
    nodes.push({ v, value });
    return v;
  };
  const link = (v: string, w: string, condition?: ReturnType<typeof createCondition>): void => {
    edges.push({ v, w, name: String(e++), value: condition ? [condition] : [] });
  };
  const start = add(createVertexValue('say', { message: 'Hello {first_name}, this is your weekly check-in.' }));
  let tail = start;
  let block = 0;
  while (n < vertices - 2) {
    const join = (from: string[]): string => {
      const next = add(createVertexValue('say', { message: `Thank you. Let us continue with part ${block}.` }));
      return from.length > 0 ? next : next;
    };
    switch (block % 5) {
      case 0: {
        const ask = add(
          createVertexValue('ask', {
            name: `feeling_${block}`,
            question: 'Are you feeling well today?',
            type: 'Twilio.YES_NO',
            unknownText: 'Please say yes or no.',
          }),
        );
        link(tail, ask);
        const yes = add(createVertexValue('say', { message: 'Glad to hear it.' }));
        const no = add(createVertexValue('say', { message: 'Sorry to hear that. A nurse will call you.' }));
        link(ask, yes, createCondition('answer', 'Yes'));
        link(ask, no, createCondition('answer', 'No'));
        const next = join([yes, no]);
        link(yes, next);
        link(no, next);
        tail = next;
        break;
      }
      case 1: {
        const ask = add(
          createVertexValue('ask', {
            name: `pain_${block}`,
            question: 'Where does it hurt?',
            type: 'multi_branch',
            hintGroup: 'pain',
            multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }],
            unknownText: 'Please say headache or back pain.',
          }),
        );
        link(tail, ask);
        const a = add(createVertexValue('say', { message: 'Noted, a headache.' }));
        const b = add(createVertexValue('say', { message: 'Noted, back or neck pain.' }));
        link(ask, a, createCondition('answer', 'headache'));
        link(ask, b, createCondition('answer', 'back pain,neck pain'));
        const next = join([a, b]);
        link(a, next);
        link(b, next);
        tail = next;
        break;
      }
      case 2: {
        const check = add(
          createVertexValue('date_of_birth_validation', {
            name: `dob_${block}`,
            requestMessage: 'Please say your date of birth.',
            waitMessage: 'One moment.',
          }),
        );
        link(tail, check);
        const ok = add(createVertexValue('say', { message: 'Thank you for confirming.' }));
        link(check, ok, createCondition('date_of_birth_validation', 'valid'));
        link(check, ok, createCondition('date_of_birth_validation', 'invalid'));
        tail = ok;
        break;
      }
      case 3: {
        const ask = add(
          createVertexValue('ask', { name: `hours_${block}`, question: 'How many hours did you sleep?' }, [300]),
        );
        link(tail, ask);
        const rec = add(
          createVertexValue('recording', {
            name: `tip_${block}`,
            url: 'recordings/sleep-tip.mp3',
            transcription: 'A tip about sleep.',
          }),
        );
        link(ask, rec);
        tail = rec;
        break;
      }
      default: {
        const ask = add(
          createVertexValue('ask', {
            name: `time_${block}`,
            question: 'When should we call?',
            type: 'morning_afternoon',
          }),
        );
        link(tail, ask);
        const next = join([ask]);
        link(ask, next);
        tail = next;
      }
    }
    block += 1;
  }
  const done = add(createVertexValue('say', { message: 'That is all for today. Goodbye.' }));
  link(tail, done);
  const end = add(createVertexValue('terminate_call', { name: 'end' }));
  link(done, end);
  return {
    id,
    questionnaire_name: `Generated ${vertices}`,
    type: 'none',
    language: 'en-US',
    is_multiple_languages: false,
    isSubQuestionnaire: false,
    shadow_questionnaire_id: 0,
    archive: false,
    starting_node: start,
    complete_node: [done],
    sub_questionnaires: [],
    nodes,
    edges,
  };
}
