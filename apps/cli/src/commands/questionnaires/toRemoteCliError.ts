import { isApiError } from '@carecall/api-client';
import { CliError, EXIT } from '../../cliError.ts';
import type { Remote } from './remoteOptions.ts';

/**
 * Turns a failed server call into one line for people with an exit code: the server unreachable, the token or
 * device refused (401), the organization or questionnaire not allowed (403) or not found (404), and an unexpected
 * answer or server failure are exit 2 — the command could not do its work; any other refusal of the content (a
 * version conflict, an invalid questionnaire) is exit 1, like a lint failure. Anything else is returned unchanged.
 */
export function toRemoteCliError(error: unknown, remote: Remote): unknown {
  if (!isApiError(error)) return error;
  const status = error.status;
  const code = error.code;
  if (code === 'NETWORK_ERROR') {
    return new CliError(`cannot reach the server at ${remote.server} (${error.message})`, EXIT.usage);
  }
  if (code === 'MFA_IS_REQUIRED') {
    return new CliError(
      'the server asks this device for the second factor: use the device id that came with the token (401)',
      EXIT.usage,
    );
  }
  if (code === 'RESPONSE_SCHEMA_MISMATCH') {
    return new CliError(`unexpected answer from ${remote.server}: ${error.message}`, EXIT.usage);
  }
  const where = status === undefined ? code : `${status} ${code}`;
  if (status === 401) return new CliError(`the server refused the token: ${error.message} (${where})`, EXIT.usage);
  if (status === 403 || status === 404 || (status !== undefined && status >= 500)) {
    return new CliError(`${error.message} (${where})`, EXIT.usage);
  }
  return new CliError(`${error.message} (${where})`, EXIT.failure);
}
