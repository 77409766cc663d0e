import { askTypeSchema, questionnaireLanguageSchema, questionnaireTypeSchema } from '@carecall/graph-core';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema, idQuerySchema, idSchema } from '../entities/id.ts';
import { questionnaireDocumentSchema } from '../entities/questionnaireDocument.ts';
import { questionnaireListEntrySchema } from '../entities/questionnaireListEntry.ts';
import { questionnaireRevisionSchema } from '../entities/questionnaireRevision.ts';
import { questionnaireSaveBodySchema, questionnaireSavedSchema } from '../entities/questionnaireSaveBody.ts';
import { questionnaireVersionSchema } from '../entities/questionnaireVersion.ts';
import { VALIDATION_MESSAGES } from '../entities/validationMessages.ts';
import { queryBooleanSchema } from './queryValue.ts';

/** Another organization's questionnaires can be read (to copy from); the `organization-id` header is the default. */
const organizationQuerySchema = z.object({ organizationId: idQuerySchema.optional() });

/** The questionnaires of an organization, without their graphs, for the tree menu and the pickers. */
export const questionnairesList = defineEndpoint({
  id: 'questionnairesList',
  service: 'bot',
  method: 'GET',
  path: '/questionnaire',
  summary: 'List questionnaires (the selected organization, or organizationId); empty filters are left out',
  auth: 'user',
  query: organizationQuerySchema.extend({
    language: questionnaireLanguageSchema.optional(),
    type: questionnaireTypeSchema.optional(),
    archive: queryBooleanSchema.optional(),
    is_sub_questionnaire: queryBooleanSchema.optional(),
  }),
  response: z.looseObject({ questionnaires: z.array(questionnaireListEntrySchema) }),
});

/** One questionnaire document with its graph (questionnaire-format.md). */
export const questionnairesGet = defineEndpoint({
  id: 'questionnairesGet',
  service: 'bot',
  method: 'GET',
  path: '/questionnaire/:questionnaireId',
  summary: 'Read a questionnaire document with its graph',
  auth: 'user',
  params: z.object({ questionnaireId: idParamSchema }),
  query: organizationQuerySchema,
  response: questionnaireDocumentSchema,
});

/**
 * Creates (no id) or replaces a questionnaire from its prepared graph; 403 for another organization's, 409 when
 * `version` is not the current one, 400 `QUESTIONNAIRE_INVALID` with lint `diagnostics` when it cannot be saved.
 */
export const questionnairesSave = defineEndpoint({
  id: 'questionnairesSave',
  service: 'bot',
  method: 'POST',
  path: '/questionnaire',
  summary:
    'Create or replace a questionnaire (upsert body of questionnaire-format.md plus version); answers id, version',
  auth: 'user',
  body: questionnaireSaveBodySchema,
  response: questionnaireSavedSchema,
});

/**
 * Archives, restores or changes the settings of a questionnaire without sending its graph, based on its `version`
 * (409 `QUESTIONNAIRE_VERSION_CONFLICT` with the current list entry when it changed meanwhile).
 */
export const questionnairesPatch = defineEndpoint({
  id: 'questionnairesPatch',
  service: 'bot',
  method: 'PATCH',
  path: '/questionnaire/:questionnaireId',
  summary: 'Archive, restore or change the language and shadow of a questionnaire',
  auth: 'user',
  params: z.object({ questionnaireId: idParamSchema }),
  body: z.object({
    id: idSchema,
    archive: z.boolean(),
    is_multiple_languages: z.boolean(),
    shadow_questionnaire_id: idSchema,
    language: questionnaireLanguageSchema,
    /** The version the change is based on; an older one is refused with 409. */
    version: questionnaireVersionSchema,
  }),
  response: questionnaireListEntrySchema,
});

/** Deletes archived questionnaires; the body lists each with its organization. */
export const questionnairesRemove = defineEndpoint({
  id: 'questionnairesRemove',
  service: 'bot',
  method: 'DELETE',
  path: '/questionnaire',
  summary: 'Delete archived questionnaires (body: a list of questionnaireId and organizationId)',
  auth: 'user',
  body: z.array(z.object({ questionnaireId: idSchema, organizationId: idSchema })).min(1),
  response: z.looseObject({ deleted: z.array(idSchema) }),
});

/** Every stored state of a questionnaire, newest first, so an editor can see who changed it and restore one. */
export const questionnairesListRevisions = defineEndpoint({
  id: 'questionnairesListRevisions',
  service: 'bot',
  method: 'GET',
  path: '/questionnaire/:questionnaireId/revisions',
  summary: 'List the revisions of a questionnaire, newest first (who, when, which version)',
  auth: 'user',
  params: z.object({ questionnaireId: idParamSchema }),
  response: z.looseObject({ revisions: z.array(questionnaireRevisionSchema) }),
});

/** Makes an earlier revision's document current again, as a new version and revision; the history is kept. */
export const questionnairesRestoreRevision = defineEndpoint({
  id: 'questionnairesRestoreRevision',
  service: 'bot',
  method: 'POST',
  path: '/questionnaire/:questionnaireId/revisions/:revisionId/restore',
  summary: 'Restore a revision as the new current version (based on version); answers id, version',
  auth: 'user',
  params: z.object({ questionnaireId: idParamSchema, revisionId: idParamSchema }),
  body: z.object({ version: questionnaireVersionSchema }),
  response: questionnaireSavedSchema,
});

/** The ask types and their answer options, as the vertex dialog offers them. */
export const questionnairesQuestionTypes = defineEndpoint({
  id: 'questionnairesQuestionTypes',
  service: 'bot',
  method: 'GET',
  path: '/questionTypes',
  summary: 'List the ask types and their fixed answer options (multi_branch has none)',
  auth: 'user',
  response: z.looseObject({
    questionTypes: z.array(z.looseObject({ type: askTypeSchema, options: z.array(z.string()) })),
  }),
});

/** Makes the bot call a client now with a questionnaire (Call Now); archived questionnaires cannot be called. */
export const questionnairesCallNow = defineEndpoint({
  id: 'questionnairesCallNow',
  service: 'bot',
  method: 'POST',
  path: '/call',
  summary: 'Start a bot call to one of a client phones with a questionnaire (Call Now)',
  auth: 'user',
  body: z.object({
    phoneNumber: z
      .string({ error: VALIDATION_MESSAGES.phoneNumberRequired })
      .trim()
      .min(1, { error: VALIDATION_MESSAGES.phoneNumberRequired }),
    patientId: idSchema,
    questionnaireId: idSchema,
  }),
  response: z.looseObject({ call_id: idSchema, bot_call_exe_id: z.string() }),
});
