import { z } from 'zod';

/** What a condition tests: the answer to an ask, a hot transfer's outcome, or a validation result. */
export const conditionActionSchema = z.enum([
  'question',
  'answer',
  'hot_transfer',
  'date_of_birth_validation',
  'zip_code_validation',
]);
export type ConditionAction = z.infer<typeof conditionActionSchema>;

/** One condition on an edge; the operator is always `=`. */
export const conditionSchema = z.strictObject({
  action: conditionActionSchema,
  operator: z.literal('='),
  value: z.string(),
});
export type Condition = z.infer<typeof conditionSchema>;

/** Builds an `=` condition. */
export function createCondition(action: ConditionAction, value: string): Condition {
  return { action, operator: '=', value };
}
