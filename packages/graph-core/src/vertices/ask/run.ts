import type { RunStep } from '../../runner/runStep.ts';
import type { VertexValueOf } from '../../vertexValue.ts';
import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';
import { classifyAnswer, getAnswerKind, getAnswerWords, getDefaultUnknownText } from './classify/classifyAnswer.ts';
import { getAskOptions } from './options.ts';

type AskValue = VertexValueOf<'ask'>;

/** The name an answer is recorded under: the ask's `name`, or its vertex's when it has none. */
function getAnswerName(value: AskValue, step: RunStep): string {
  const name = value.ask.name?.trim();
  return name === undefined || name === '' ? step.vertex : name;
}

/** Whether the ask's answers are its options, each leading down the edge that names it. */
function hasOptions(value: AskValue): boolean {
  const kind = getAnswerKind(value);
  return kind !== 'number' && kind !== 'day' && kind !== 'open';
}

function listen(value: AskValue, step: RunStep): void {
  const options = getAskOptions(value.ask);
  step.listen(options, getAnswerWords(value, step.language, step.hintName), options);
}

function ask(value: AskValue, step: RunStep): void {
  step.say(value.ask.question, 'question');
  listen(value, step);
}

/** Records an answer and follows its option's edge (or, for a number, a day or free text, the ask's one edge). */
function accept(value: AskValue, answer: string, input: 'speech' | 'keypad' | 'operator', step: RunStep): void {
  step.answer(getAnswerName(value, step), answer, input);
  step.leave(hasOptions(value) ? answer : undefined);
}

/**
 * Asks the question and listens, the operator's buttons showing the options. An answer is classified by the ask's
 * type (`classifyAnswer`); one not understood gets the unknown text ("Please say X, Y or Z" without one), and the
 * third in a row ends the call with `no-match`.
 */
export const askRun: VertexRunBehaviour<'ask'> = {
  arrive: ask,
  listening: {
    prompt: ask,
    hear(value, answer, step) {
      const classified = classifyAnswer(value, answer, step.language, step.hintName);
      if (!classified.understood) return false;
      accept(value, classified.value, answer.input, step);
      return true;
    },
    reprompt(value, step) {
      const authored = value.ask.unknownText;
      step.say(
        authored !== undefined && authored.trim() !== ''
          ? authored
          : getDefaultUnknownText(value, step.language, step.hintName),
        'unknownText',
      );
      listen(value, step);
    },
    giveUp(_value, _answer, step) {
      step.end('no-match');
    },
    options: (value) => getAskOptions(value.ask),
    choose(value, option, step) {
      accept(value, option, 'operator', step);
    },
  },
  transferring: undefined,
};
