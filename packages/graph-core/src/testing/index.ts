// Test and benchmark helpers of @carecall/graph-core, published as `@carecall/graph-core/testing`.

export type { GenerateQuestionnaireOptions } from './generateQuestionnaire.ts';
export { generateQuestionnaire } from './generateQuestionnaire.ts';
