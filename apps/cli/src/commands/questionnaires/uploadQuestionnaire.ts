import { endpoints, isApiError } from '@carecall/api-client';
import { checkQuestionnaireSave, type Diagnostic, diagnosticSchema, writeSaveBody } from '@carecall/graph-core';
import { CliError, EXIT } from '../../cliError.ts';
import type { CliIo } from '../../io.ts';
import { formatLintText } from '../lintTextReport.ts';
import type { RemoteClient } from './createRemoteClient.ts';
import { toRemoteCliError } from './toRemoteCliError.ts';

/** Where and as what a questionnaire is uploaded. */
export interface UploadOptions {
  /** The file name (or a label) diagnostics are reported under. */
  label: string;
  io: CliIo;
  /** The organization that will own a new questionnaire; the remote's when absent. */
  organizationId?: number;
}

function reportDiagnostics(io: CliIo, label: string, diagnostics: Diagnostic[]): void {
  if (diagnostics.length > 0) io.stderr(formatLintText([{ file: label, diagnostics }], { color: false }));
}

const lintFailure = (label: string) =>
  new CliError(`${label}: not uploaded, the questionnaire has lint errors (see above)`, EXIT.failure);

/**
 * Uploads a questionnaire document as `POST /bot/questionnaire` does for the editor, refusing it locally first with
 * the server's own save rule (`checkQuestionnaireSave` with the server's parameter keys: the schema, then no lint
 * error), which reads, lints and prepares the file in one walk; any error is printed in lint's text form and is
 * exit 1 with nothing uploaded. A document with an id replaces that questionnaire based on its `version`; id -1 (or
 * none) creates one. Diagnostics the server itself answers (`QUESTIONNAIRE_INVALID`) are printed the same way.
 */
export async function uploadQuestionnaire(
  client: RemoteClient,
  input: unknown,
  options: UploadOptions,
): Promise<{ id: number; version: number }> {
  const { io, label } = options;
  try {
    const { keys } = await client.call(endpoints.parametersListKeys, {}, options.organizationId);
    const checked = checkQuestionnaireSave(input, { knownParameters: keys });
    reportDiagnostics(io, label, checked.diagnostics);
    if (!checked.ok) throw lintFailure(label);
    const version = (input as { version?: unknown }).version;
    const body = writeSaveBody(checked.prepared);
    const withVersion = body.id !== undefined && typeof version === 'number' ? { ...body, version } : body;
    return await client.call(endpoints.questionnairesSave, { body: withVersion }, options.organizationId);
  } catch (error) {
    if (isApiError(error, 'QUESTIONNAIRE_INVALID')) {
      const diagnostics = diagnosticSchema.array().safeParse(error.body?.diagnostics);
      reportDiagnostics(io, label, diagnostics.success ? diagnostics.data : []);
      throw new CliError(`${label}: the server refused it: ${error.message}`, EXIT.failure);
    }
    if (isApiError(error, 'QUESTIONNAIRE_REFERENCE_INVALID')) {
      const references = Array.isArray(error.body?.references)
        ? (error.body.references as { message?: unknown }[])
        : [];
      for (const reference of references) io.stderr(`${label}: error: ${String(reference.message)} [reference]\n`);
      throw new CliError(`${label}: the server refused it: ${error.message}`, EXIT.failure);
    }
    throw toRemoteCliError(error, client.remote);
  }
}
