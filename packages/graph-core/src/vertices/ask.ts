// The ask kind's schema under the module path it had before the kinds got folders of their own.
export type { AskPayload, AskType, MultiBranchAnswer, UnknownIntent } from './ask/schema.ts';
export { askPayloadSchema, askTypeSchema, multiBranchAnswerSchema, unknownIntentSchema } from './ask/schema.ts';
