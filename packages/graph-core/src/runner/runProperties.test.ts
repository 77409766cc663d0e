import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { questionnaireArbitrary } from '../../testing/arbitraryQuestionnaire.ts';
import { generateQuestionnaire } from '../../testing/generateQuestionnaire.ts';
import type { Edge } from '../edge.ts';
import { prepareQuestionnaire } from '../prepare/prepareQuestionnaire.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { resume } from './resume.ts';
import type { RunContext } from './runContext.ts';
import { type RunEffect, runEffectSchema } from './runEffect.ts';
import type { RunInput } from './runInput.ts';
import { type RunState, runStateSchema } from './runState.ts';
import { type RunStepResult, start } from './start.ts';

const PROPERTY = { seed: 20260301, numRuns: 150 };

/** The ids the context's questionnaires get: an embedded vertex's (the generator's 7), a diagnosis one, the shadow. */
const EMBEDDED_ID = 7;
const DIAGNOSIS_ID = 8;
const SHADOW_ID = 9;

/**
 * Prepared questionnaires of two sources: random schema-valid documents (every kind, valid, missing and invalid
 * conditions, missing starts and complete vertices) prepared as a host prepares them, and the generator's valid,
 * lint-clean documents of random size.
 */
const preparedArbitrary: fc.Arbitrary<Questionnaire> = fc.oneof(
  questionnaireArbitrary.map(prepareQuestionnaire),
  fc.integer({ min: 4, max: 80 }).map((vertices) => prepareQuestionnaire(generateQuestionnaire({ vertices }))),
);

interface Scenario {
  prepared: Questionnaire;
  context: RunContext;
}

/** A root questionnaire with the context a host would give: some sub-questionnaires, values and a small step limit. */
const scenarioArbitrary: fc.Arbitrary<Scenario> = fc
  .record({
    root: preparedArbitrary,
    embedded: fc.option(preparedArbitrary, { nil: undefined }),
    diagnosis: fc.option(preparedArbitrary, { nil: undefined }),
    shadow: fc.option(preparedArbitrary, { nil: undefined }),
    multipleLanguages: fc.boolean(),
    language: fc.option(fc.constantFrom('en-US' as const, 'es-US' as const), { nil: undefined }),
    birthDate: fc.option(fc.constantFrom('1950-03-05', '1940-01-01', 'unknown'), { nil: undefined }),
    zipCode: fc.option(fc.constantFrom('90210', '02139-1234'), { nil: undefined }),
    firstName: fc.option(fc.string(), { nil: undefined }),
    defaultTransferPhone: fc.option(fc.constantFrom('+1-5550000', ' '), { nil: undefined }),
    maxSteps: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ root, embedded, diagnosis, shadow, multipleLanguages, language, ...rest }) => {
    const questionnaires: Record<string, Questionnaire> = {};
    if (embedded) questionnaires[EMBEDDED_ID] = embedded;
    if (diagnosis) questionnaires[DIAGNOSIS_ID] = diagnosis;
    if (shadow) questionnaires[SHADOW_ID] = shadow;
    const context: RunContext = {
      questionnaires,
      dynamic: { diagnosis: DIAGNOSIS_ID },
      client: { birthDate: rest.birthDate, zipCode: rest.zipCode },
      maxSteps: rest.maxSteps,
      hintNames: { headache: { 'es-US': 'dolor de cabeza' } },
    };
    if (language) context.language = language;
    if (rest.firstName !== undefined) context.parameters = { first_name: rest.firstName };
    if (rest.defaultTransferPhone !== undefined) context.defaultTransferPhone = rest.defaultTransferPhone;
    const prepared = { ...root, is_multiple_languages: multipleLanguages, shadow_questionnaire_id: SHADOW_ID };
    return { prepared, context };
  });

/** Answers people give, understood by some asks and validations and not by others. */
const UTTERANCES = [
  'yes',
  'no',
  'yes and no',
  'sí',
  'claro que no',
  'English',
  'español',
  'morning',
  'tarde',
  'either',
  'headache',
  'back pain',
  'dolor de cabeza',
  'seven',
  'twenty one',
  'Tuesday',
  'el sábado',
  'March fifth nineteen fifty',
  'cinco de marzo de mil novecientos cincuenta',
  'nine oh two one oh',
  '90210',
  '',
  '   ',
  '{first_name}',
];

const utteranceArbitrary = fc.oneof(fc.constantFrom(...UTTERANCES), fc.string({ maxLength: 40 }));

/** Any input, the usual ones more often. */
const inputArbitrary: fc.Arbitrary<RunInput> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<RunInput>({ type: 'played' }) },
  { weight: 6, arbitrary: utteranceArbitrary.map((text): RunInput => ({ type: 'utterance', text })) },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9*#]{0,9}$/).map((digits): RunInput => ({ type: 'keypad', digits })) },
  { weight: 2, arbitrary: fc.constant<RunInput>({ type: 'no-input' }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('answered' as const, 'not-answered' as const)
      .map((result): RunInput => ({ type: 'transfer', result })),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.constantFrom('Yes', 'no', 'headache', 'Morning', 'valid', 'INVALID'), fc.string({ maxLength: 10 }))
      .map((option): RunInput => ({ type: 'operator', command: 'navigate', option })),
  },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 30 }).map((text): RunInput => ({ type: 'operator', command: 'feedback', text })),
  },
  { weight: 1, arbitrary: fc.constant<RunInput>({ type: 'operator', command: 'alternative' }) },
  { weight: 1, arbitrary: fc.constant<RunInput>({ type: 'hangup' }) },
);

const inputsArbitrary = fc.array(inputArbitrary, { maxLength: 40 });

/** Every step of a run: the start, then one per input, each state passed on as it is or through JSON. */
function runAll({ prepared, context }: Scenario, inputs: readonly RunInput[], throughJson = false): RunStepResult[] {
  const steps = [start(prepared, context)];
  for (const input of inputs) {
    const previous = (steps[steps.length - 1] as RunStepResult).state;
    const state: RunState = throughJson ? JSON.parse(JSON.stringify(previous)) : previous;
    steps.push(resume(prepared, state, input, context));
  }
  return steps;
}

/** The questionnaire an effect's `questionnaireId` names in a scenario (the root's own id, or a context id). */
function findQuestionnaire({ prepared, context }: Scenario, id: number, inRoot: boolean): Questionnaire | undefined {
  return inRoot ? prepared : context.questionnaires?.[String(id)];
}

describe('runner properties', () => {
  test.prop([scenarioArbitrary, inputsArbitrary], PROPERTY)(
    'never throws, and every state and effect has its schema’s shape',
    (scenario, inputs) => {
      for (const { state, effects } of runAll(scenario, inputs)) {
        runStateSchema.parse(state);
        for (const effect of effects) runEffectSchema.parse(effect);
      }
    },
  );

  test.prop([scenarioArbitrary, inputsArbitrary], PROPERTY)(
    'arrives at no more vertices than the step limit',
    (scenario, inputs) => {
      for (const { state } of runAll(scenario, inputs))
        expect(state.steps).toBeLessThanOrEqual(scenario.context.maxSteps as number);
    },
  );

  test.prop([scenarioArbitrary, fc.array(utteranceArbitrary, { minLength: 1, maxLength: 8 })], PROPERTY)(
    'ends within the step limit when the host answers whatever the run waits for',
    (scenario, answers) => {
      const { prepared, context } = scenario;
      const maxSteps = context.maxSteps as number;
      // Each vertex takes at most three answers and one played; the last input ends the run.
      const limit = 4 * maxSteps + 4;
      let step = start(prepared, context);
      let inputs = 0;
      while (step.state.wait.for !== 'nothing' && inputs < limit) {
        const wait = step.state.wait.for;
        const input: RunInput =
          wait === 'played'
            ? { type: 'played' }
            : wait === 'transfer'
              ? { type: 'transfer', result: inputs % 2 === 0 ? 'answered' : 'not-answered' }
              : { type: 'utterance', text: answers[inputs % answers.length] as string };
        step = resume(prepared, step.state, input, context);
        inputs += 1;
      }
      expect(step.state.wait.for).toBe('nothing');
      expect(step.effects.at(-1)?.type).toBe('end');
    },
  );

  test.prop([scenarioArbitrary, inputsArbitrary], PROPERTY)(
    'moves only along edges of the questionnaire it is in, from the vertex it was at',
    (scenario, inputs) => {
      // The vertex the run is at in each questionnaire it is in, innermost last, as the effects tell it.
      let at: (string | undefined)[] = [];
      let rootId: number | undefined;
      for (const { effects } of runAll(scenario, inputs)) {
        for (const effect of effects as RunEffect[]) {
          if (effect.type === 'enter') {
            if (effect.via === 'alternative') at = [undefined];
            else at.push(undefined);
            if (effect.via === 'alternative') rootId = effect.entered;
          } else if (effect.type === 'exit') at.pop();
          else if (effect.type === 'visit') {
            if (at.length === 0) {
              at = [undefined];
              rootId = effect.questionnaireId;
            }
            const previous = at[at.length - 1];
            if (effect.edge === undefined) expect(previous).toBeUndefined();
            else {
              const questionnaire = findQuestionnaire(
                scenario,
                effect.questionnaireId,
                at.length === 1 && rootId === scenario.prepared.id,
              );
              const { v, w, name } = effect.edge;
              expect(v).toBe(previous);
              expect(w).toBe(effect.vertex);
              expect(
                questionnaire?.edges.some((edge: Edge) => edge.v === v && edge.w === w && edge.name === name),
              ).toBe(true);
            }
            at[at.length - 1] = effect.vertex;
          }
        }
      }
    },
  );

  test.prop([scenarioArbitrary, inputsArbitrary], PROPERTY)(
    'gives the same result for the same questionnaire, state, input and context',
    (scenario, inputs) => {
      expect(runAll(scenario, inputs)).toEqual(runAll(scenario, inputs));
      const steps = runAll(scenario, inputs);
      for (let i = 1; i < steps.length; i++) {
        const again = resume(
          scenario.prepared,
          (steps[i - 1] as RunStepResult).state,
          inputs[i - 1] as RunInput,
          scenario.context,
        );
        expect(again).toEqual(steps[i]);
      }
    },
  );

  test.prop([scenarioArbitrary, inputsArbitrary], PROPERTY)(
    'changes nothing when the state goes through JSON between any two steps',
    (scenario, inputs) => {
      expect(runAll(scenario, inputs, true)).toEqual(runAll(scenario, inputs));
    },
  );
});
