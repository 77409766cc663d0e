import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { dryRunStateSchema } from '../entities/dryRun.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { ROLES } from '../entities/role.ts';

/**
 * Starts a dry run of a questionnaire (admins): a bot call flagged `is_dry_run` to a client of the organization whose
 * client leg rings the admin's own browser line (`lineId`, opened on the browser phone's socket), never the client's
 * phone. It runs the questionnaire as saved: the editor says whether it holds unsaved changes (409
 * `QUESTIONNAIRE_UNSAVED`) and which version it shows (409 `QUESTIONNAIRE_VERSION_CONFLICT` when another save came
 * since); a stored questionnaire that no longer passes save validation is 400 `QUESTIONNAIRE_INVALID`.
 */
export const questionnairesDryRun = defineEndpoint({
  id: 'questionnairesDryRun',
  service: 'bot',
  method: 'POST',
  path: '/dryRun',
  summary: 'Start a dry run of a saved questionnaire with the admin as the client (409 QUESTIONNAIRE_UNSAVED)',
  auth: 'user',
  minRole: ROLES.admin,
  body: z.object({
    questionnaireId: idSchema,
    /** The version the editor shows. */
    questionnaireVersion: z.number().int().positive(),
    /** Whether the editor holds changes not saved yet: a dry run runs only what is saved. */
    hasUnsavedChanges: z.boolean(),
    /** The client whose record fills the questionnaire's placeholders and validations. */
    patientId: idSchema,
    /** The admin's dry-run line, from the browser phone's `dry-run-line` message. */
    lineId: z.uuid(),
  }),
  response: z.looseObject({ call_id: idSchema }),
});

/** A dry run's live state (admins; the selected organization's dry runs only, any other call is 404). */
export const questionnairesDryRunGet = defineEndpoint({
  id: 'questionnairesDryRunGet',
  service: 'bot',
  method: 'GET',
  path: '/dryRun/:callId',
  summary: 'Read a dry run: status, transcript so far, answers and path',
  auth: 'user',
  minRole: ROLES.admin,
  params: z.object({ callId: idParamSchema }),
  response: dryRunStateSchema,
});
