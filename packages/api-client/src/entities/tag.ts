import { z } from 'zod';
import { idSchema } from './id.ts';

/** Tag ids with a meaning to questionnaire preparation: numeric answers and day-of-week answers. */
export const KNOWN_TAG_IDS = { numeric: 300, dayOfWeek: 50 } as const;

/** A questionnaire tag that vertices carry in `tagsv2`. */
export const tagSchema = z.looseObject({
  id: idSchema,
  name: z.string(),
  group: z.string().nullable(),
  description: z.string().nullable(),
  technical_name: z.array(z.string()),
  polarity: z.enum(['positive', 'negative', 'neutral']).nullable(),
});
export type Tag = z.infer<typeof tagSchema>;
