import { z } from 'zod';
import { questionnaireSchema } from './questionnaire.ts';
import { vertexValueSchema, vertexValueUnionSchema } from './vertexValue.ts';

/** The JSON Schema (draft 2020-12) of the questionnaire document, generated from the zod schema. */
export function buildQuestionnaireJsonSchema(): Record<string, unknown> {
  const vertexValue = z.toJSONSchema(vertexValueUnionSchema, { io: 'input' });
  delete vertexValue.$schema;
  return {
    ...z.toJSONSchema(questionnaireSchema, {
      io: 'input',
      unrepresentable: 'any',
      override: (ctx) => {
        if (ctx.zodSchema === vertexValueSchema) {
          for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
          Object.assign(ctx.jsonSchema, vertexValue);
        }
      },
    }),
    $id: 'https://carecall.dev/schema/questionnaire.schema.json',
    title: 'CareCall questionnaire',
  };
}
