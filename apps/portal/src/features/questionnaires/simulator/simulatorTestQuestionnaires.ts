import { assertQuestionnaire, prepareQuestionnaire, type Questionnaire } from '@carecall/graph-core';

const answer = (value: string) => [{ action: 'answer' as const, operator: '=' as const, value }];

/** A check-in: a greeting with the client's name, a yes/no question, and a different end for each answer. */
export function buildCheckIn(): Questionnaire {
  return assertQuestionnaire({
    id: 7,
    questionnaire_name: 'Check-in',
    starting_node: 'hello',
    complete_node: ['glad', 'sorry'],
    nodes: [
      { v: 'hello', value: { say: { message: 'Hello {first_name}, this is {clinic_name}.' } } },
      {
        v: 'feeling',
        value: { ask: { name: 'feeling_well', question: 'Are you feeling well today?', type: 'Twilio.YES_NO' } },
      },
      { v: 'glad', value: { say: { message: 'Glad to hear it.' } } },
      { v: 'sorry', value: { say: { message: 'Sorry to hear that.' } } },
    ],
    edges: [
      { v: 'hello', w: 'feeling', name: '0', value: [] },
      { v: 'feeling', w: 'glad', name: '1', value: answer('Yes') },
      { v: 'feeling', w: 'sorry', name: '2', value: answer('No') },
    ],
  });
}

/** A frame: a greeting, the embedded questionnaire 21, the client's diagnosis sub-questionnaire, a goodbye. */
export function buildFrame(): Questionnaire {
  return assertQuestionnaire({
    id: 20,
    questionnaire_name: 'Monthly call',
    starting_node: 'hello',
    complete_node: ['bye'],
    nodes: [
      { v: 'hello', value: { say: { message: 'Hello.' } } },
      { v: 'falls', value: { embedded: { questionnaireId: 21, questionnaireName: 'Falls' } } },
      { v: 'diagnosis', value: { dynamic: { type: 'diagnosis' } } },
      { v: 'bye', value: { say: { message: 'Goodbye.' } } },
    ],
    edges: [
      { v: 'hello', w: 'falls', name: '0', value: [] },
      { v: 'falls', w: 'diagnosis', name: '1', value: [] },
      { v: 'diagnosis', w: 'bye', name: '2', value: [] },
    ],
  });
}

/** A sub-questionnaire that asks one yes/no question and completes. */
export function buildSub(id: number, name: string, question: string): Questionnaire {
  return prepareQuestionnaire(
    assertQuestionnaire({
      id,
      questionnaire_name: name,
      isSubQuestionnaire: true,
      starting_node: 'q',
      complete_node: ['q'],
      nodes: [{ v: 'q', value: { ask: { name, question, type: 'Twilio.YES_NO' } } }],
      edges: [],
    }),
  );
}
