// The runner of @carecall/graph-core, published as `@carecall/graph-core/runner`: runs a prepared questionnaire one
// step at a time for the bot, the editor's simulator and `carecall simulate`.

export { normalizeUtterance } from '../spoken/normalizeUtterance.ts';
export type { SpokenNumber } from '../spoken/parseSpokenNumbers.ts';
export { parseSpokenNumbers } from '../spoken/parseSpokenNumbers.ts';
export type {
  AnswerClassification,
  AnswerKind,
  HeardAnswer,
} from '../vertices/ask/classify/classifyAnswer.ts';
export {
  classifyAnswer,
  getAnswerKind,
  getAnswerWords,
  getDefaultUnknownText,
} from '../vertices/ask/classify/classifyAnswer.ts';
export type { DayOfWeek } from '../vertices/ask/classify/classifyDayOfWeek.ts';
export { classifyDayOfWeek, DAYS_OF_WEEK } from '../vertices/ask/classify/classifyDayOfWeek.ts';
export type { LanguageChoice } from '../vertices/ask/classify/classifyLanguageChoice.ts';
export { classifyLanguageChoice } from '../vertices/ask/classify/classifyLanguageChoice.ts';
export type { HintName } from '../vertices/ask/classify/classifyMultiBranch.ts';
export { classifyMultiBranch } from '../vertices/ask/classify/classifyMultiBranch.ts';
export { classifyNumber } from '../vertices/ask/classify/classifyNumber.ts';
export type { TimeOfDay } from '../vertices/ask/classify/classifyTimeOfDay.ts';
export { classifyTimeOfDay } from '../vertices/ask/classify/classifyTimeOfDay.ts';
export type { YesNo } from '../vertices/ask/classify/classifyYesNo.ts';
export { classifyYesNo } from '../vertices/ask/classify/classifyYesNo.ts';
export type { SpokenDate } from '../vertices/dateOfBirthValidation/parseSpokenDate.ts';
export {
  matchesBirthDate,
  parseDigitDate,
  parseSpokenDate,
} from '../vertices/dateOfBirthValidation/parseSpokenDate.ts';
export { matchesZipCode, parseSpokenZipCode } from '../vertices/zipCodeValidation/parseSpokenZipCode.ts';
export { cutSpokenText, MAX_SPOKEN_CHARACTERS } from './cutSpokenText.ts';
export type { RunIndex } from './indexForRun.ts';
export { indexForRun } from './indexForRun.ts';
export { resume } from './resume.ts';
export type { RunContext } from './runContext.ts';
export { DEFAULT_MAX_STEPS, runContextSchema } from './runContext.ts';
export type { RunEffect, RunEndReason, RunError } from './runEffect.ts';
export { runEffectSchema, runEndReasonSchema, runErrorSchema } from './runEffect.ts';
export type { RunInput, TransferResult } from './runInput.ts';
export { runInputSchema, transferResultSchema } from './runInput.ts';
export type { RunFrame, RunState, RunWait } from './runState.ts';
export { RUN_STATE_VERSION, runStateSchema } from './runState.ts';
export type { AnswerInput, RunStep, SpokenField, TransferSource } from './runStep.ts';
export type { RunStepResult } from './start.ts';
export { start } from './start.ts';
