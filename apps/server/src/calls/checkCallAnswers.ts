import { type Answer, type BotAnswer, type FieldError, isBotAnswer } from '@carecall/api-client';
import type { callQuestions } from '../db/schema/index.ts';

/** A stored post-call question row. */
export type CallQuestionRow = typeof callQuestions.$inferSelect;

/**
 * What is wrong with submitted answers, one field error each. Against the organization's questions: an unknown
 * question, a question answered twice, a radio question answered with a list or a checkbox one with a single value,
 * or an option the question does not offer (any text is allowed where the question offers "Other"). Against the
 * answers the bot recorded on the call (`botAnswers`): a bot answer the call does not have, one sent twice, or a
 * corrected value that is empty or longer than 1000 characters. Empty when the answers are acceptable. Pure.
 */
export function checkCallAnswers(
  answers: readonly Answer[],
  questions: readonly CallQuestionRow[],
  botAnswers: readonly BotAnswer[] = [],
): FieldError[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const botIds = new Set(botAnswers.map((answer) => answer.id));
  const problems: FieldError[] = [];
  const answered = new Set<number>();
  const corrected = new Set<string>();
  answers.forEach((answer, index) => {
    const path = `questionnaire.${index}`;
    if (isBotAnswer(answer)) {
      if (!botIds.has(answer.id))
        problems.push({ path: `${path}.id`, message: 'No such answer of the bot on this call' });
      else if (corrected.has(answer.id)) problems.push({ path: `${path}.id`, message: 'This answer is sent twice' });
      else if (answer.answer.length > 1_000)
        problems.push({ path: `${path}.answer`, message: 'Must be at most 1000 characters' });
      else if (answer.answer.trim() === '') problems.push({ path: `${path}.answer`, message: 'Must not be empty' });
      corrected.add(answer.id);
      return;
    }
    const question = byId.get(answer.questionId);
    if (!question) {
      problems.push({ path: `${path}.questionId`, message: 'No such question' });
      return;
    }
    if (answered.has(question.id)) {
      problems.push({ path: `${path}.questionId`, message: 'This question is answered twice' });
      return;
    }
    answered.add(question.id);
    const values = typeof answer.answer === 'string' ? [answer.answer] : answer.answer;
    if (question.type === 'radio' && typeof answer.answer !== 'string') {
      problems.push({ path: `${path}.answer`, message: 'Must be one option' });
      return;
    }
    if (question.type === 'checkbox' && typeof answer.answer === 'string') {
      problems.push({ path: `${path}.answer`, message: 'Must be a list of options' });
      return;
    }
    values.forEach((value, valueIndex) => {
      const at = typeof answer.answer === 'string' ? `${path}.answer` : `${path}.answer.${valueIndex}`;
      if (value.length > 1_000) problems.push({ path: at, message: 'Must be at most 1000 characters' });
      else if (!question.isCustomizable && !question.options.includes(value))
        problems.push({ path: at, message: 'Not an option of this question' });
      else if (value.trim() === '') problems.push({ path: at, message: 'Must not be empty' });
    });
  });
  return problems;
}
