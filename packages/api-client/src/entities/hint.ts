import { z } from 'zod';
import { idSchema } from './id.ts';

/** A hint a multi-branch ask's branches are built from. */
export const hintSchema = z.looseObject({
  id: idSchema,
  hint: z.string(),
  /** Every group the hint belongs to, comma-joined. */
  groups: z.string(),
  group: z.string(),
  display_name_english: z.string(),
  display_name_spanish: z.string(),
});
export type Hint = z.infer<typeof hintSchema>;
