import type { AnswerInput, RunStep } from '../../runner/runStep.ts';
import type { SpokenLanguage } from '../../spoken/spokenLanguage.ts';
import type { ValidationKind } from '../../vertexKind.ts';
import type { VertexValueOf } from '../../vertexValue.ts';
import type { HeardAnswer } from '../ask/classify/classifyAnswer.ts';
import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';
import { VALIDATION_OUTCOMES } from './outcomes.ts';
import type { ValidationPayload } from './schema.ts';

/** What one validation kind checks: an answer against the client's own value from the context. */
export interface ValidationCheck {
  /** Whether an answer's value matches the client's; undefined when the answer says no value of the kind. */
  check(
    answer: HeardAnswer,
    language: SpokenLanguage,
    client: { birthDate?: string; zipCode?: string },
  ): boolean | undefined;
  /** The words a recogniser may be given. */
  words(language: SpokenLanguage): string[];
}

/**
 * The run behaviour both validation kinds share: say the request message and listen; an answer that says a value is
 * compared with the client's (the result recorded as the answer `valid` or `invalid`), the wait message is said and,
 * once it has been played, the run follows the result's edge. An answer that says no value gets the request message
 * again; the third in a row counts as `invalid`, since the client could not be checked. The operator's buttons are
 * `valid` and `invalid`.
 */
export function createValidationRun<K extends ValidationKind>(
  getPayload: (value: VertexValueOf<K>) => ValidationPayload,
  { check, words }: ValidationCheck,
): VertexRunBehaviour<K> {
  const request = (value: VertexValueOf<K>, step: RunStep): void => {
    step.say(getPayload(value).requestMessage, 'requestMessage');
    step.listen([], words(step.language), VALIDATION_OUTCOMES);
  };
  // The answer is recorded under the validation's name, or its vertex's when it has none.
  const record = (value: VertexValueOf<K>, outcome: string, input: AnswerInput, step: RunStep): void => {
    const name = getPayload(value).name?.trim();
    step.answer(name === undefined || name === '' ? step.vertex : name, outcome, input);
  };
  const conclude = (value: VertexValueOf<K>, outcome: string, input: AnswerInput, step: RunStep): void => {
    record(value, outcome, input, step);
    if (step.say(getPayload(value).waitMessage, 'waitMessage')) step.awaitPlayed(outcome);
    else step.leave(outcome);
  };
  return {
    arrive: request,
    listening: {
      prompt: request,
      hear(value, answer, step) {
        const valid = check(answer, step.language, step.context.client ?? {});
        if (valid === undefined) return false;
        conclude(value, valid ? 'valid' : 'invalid', answer.input, step);
        return true;
      },
      reprompt: request,
      giveUp(value, answer, step) {
        record(value, 'invalid', answer.input, step);
        step.leave('invalid');
      },
      options: () => VALIDATION_OUTCOMES,
      choose(value, option, step) {
        conclude(value, option, 'operator', step);
      },
    },
    transferring: undefined,
  };
}
