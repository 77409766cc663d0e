import { type Answer, isQuestionAnswer, type Question } from '@carecall/api-client';

/** What the operator chose for one question: the options ticked, and the free text of "Other" (null when unticked). */
export interface QuestionChoice {
  selected: string[];
  other: string | null;
}

/** The choices by question id. */
export type Choices = Record<number, QuestionChoice>;

/** The values a choice stands for: the options ticked, then the "Other" text when ticked and not blank. */
export function getChoiceValues(choice: QuestionChoice | undefined): string[] {
  if (!choice) return [];
  const other = choice.other?.trim() ?? '';
  return other === '' ? choice.selected : [...choice.selected, other];
}

/**
 * Whether a question is asked, given the choices of the questions before it. Its conditions must all hold: a
 * `question` condition names (by id) the question the conditions after it look at, and holds when that question was
 * answered; an `answer` condition holds when the looked-at question's answer (the previous question's unless one was
 * named) is (`=`) or is not (`!=`) its value. Conditions with other operators do not restrict. A `question`
 * condition's value is an earlier question's id or, when no earlier question has that id, its position (1 the first).
 */
export function isAsked(questions: readonly Question[], index: number, choices: Choices): boolean {
  const question = questions[index];
  if (!question) return false;
  let lookedAt: Question | undefined = questions[index - 1];
  for (const condition of question.clientConditions) {
    if (condition.action === 'question') {
      const earlier = questions.slice(0, index);
      const named = condition.value.trim();
      lookedAt =
        earlier.find((question) => String(question.id) === named) ??
        (/^[1-9]\d*$/.test(named) ? earlier[Number(named) - 1] : undefined);
      if (!lookedAt || getChoiceValues(choices[lookedAt.id]).length === 0) return false;
      continue;
    }
    const values = lookedAt ? getChoiceValues(choices[lookedAt.id]) : [];
    if (condition.operator === '=' && !values.includes(condition.value)) return false;
    if (condition.operator === '!=' && values.includes(condition.value)) return false;
  }
  return true;
}

/** The indexes of the questions asked, in order; a skipped question's own choice never counts for those after it. */
export function getAskedIndexes(questions: readonly Question[], choices: Choices): number[] {
  const asked: number[] = [];
  const counted: Choices = {};
  questions.forEach((question, index) => {
    if (isAsked(questions, index, counted)) {
      asked.push(index);
      const choice = choices[question.id];
      if (choice) counted[question.id] = choice;
    }
  });
  return asked;
}

/** Stored answers as choices: values among the options are ticked, any other value is the "Other" text. */
export function toChoices(questions: readonly Question[], answers: readonly Answer[]): Choices {
  const choices: Choices = {};
  for (const answer of answers) {
    // The bot's answers are corrected on the tab, not in the post-call questionnaire.
    if (!isQuestionAnswer(answer)) continue;
    const question = questions.find((candidate) => candidate.id === answer.questionId);
    if (!question) continue;
    const values = Array.isArray(answer.answer) ? answer.answer : [answer.answer];
    const selected = values.filter((value) => question.options.includes(value));
    const others = values.filter((value) => !question.options.includes(value));
    choices[question.id] = { selected, other: others.length > 0 ? others.join(', ') : null };
  }
  return choices;
}

/** The answers to send: one for each asked question that has one, a text for radio questions, a list for checkboxes. */
export function toAnswers(questions: readonly Question[], choices: Choices): Answer[] {
  return getAskedIndexes(questions, choices).flatMap((index) => {
    const question = questions[index] as Question;
    const values = getChoiceValues(choices[question.id]);
    if (values.length === 0) return [];
    return [{ questionId: question.id, answer: question.type === 'radio' ? (values[0] as string) : values }];
  });
}
