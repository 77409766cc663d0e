import { questionnaireListItemSchema } from '@carecall/graph-core';
import type { z } from 'zod';
import { questionnaireReadStateShape } from './questionnaireVersion.ts';

/** A questionnaire as `GET questionnaire` lists it: graph-core's list item plus its version and read-only state. */
export const questionnaireListEntrySchema = questionnaireListItemSchema.extend(questionnaireReadStateShape);
export type QuestionnaireListEntry = z.infer<typeof questionnaireListEntrySchema>;
