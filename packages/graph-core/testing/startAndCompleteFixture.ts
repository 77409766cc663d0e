import { assertQuestionnaire } from '../src/parseQuestionnaire.ts';

/**
 * The document the start and complete operations' tests share: start `a`, complete `b`, and a placeholder that
 * neither may name.
 */
export const startAndCompleteFixture = assertQuestionnaire({
  id: 1,
  questionnaire_name: 'x',
  starting_node: 'a',
  complete_node: ['b'],
  nodes: [
    { v: 'a', value: { say: { message: 'a' } } },
    { v: 'todo', value: { placeholder: { text: 'click to edit' } } },
    { v: 'b', value: { terminate_call: {} } },
    { v: 'c', value: { say: { message: 'c' } } },
  ],
  edges: [],
});
