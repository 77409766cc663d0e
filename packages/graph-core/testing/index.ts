// Test and benchmark helpers of @carecall/graph-core, for this repository's tests as `@carecall/graph-core/testing`.
// They live outside src, so they are never built or published, and may import test libraries.

export type { GenerateQuestionnaireOptions } from './generateQuestionnaire.ts';
export { generateQuestionnaire } from './generateQuestionnaire.ts';
