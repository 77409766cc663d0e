import { questionnaireSchema } from '@carecall/graph-core';
import type { z } from 'zod';
import { questionnaireReadStateShape } from './questionnaireVersion.ts';

/** A questionnaire as `GET questionnaire/{id}` answers it: the canonical document plus version and read-only state. */
export const questionnaireDocumentSchema = questionnaireSchema.extend(questionnaireReadStateShape);
export type QuestionnaireDocument = z.infer<typeof questionnaireDocumentSchema>;
