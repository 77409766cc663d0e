import { z } from 'zod';
import { idSchema } from './id.ts';

/** An organization; organizations form a tree through `parent_id` (null at a root). */
export const organizationSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  parent_id: idSchema.nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;
