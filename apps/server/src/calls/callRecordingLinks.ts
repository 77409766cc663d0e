import type { AppServices } from '../AppServices.ts';
import { loadRecordingUrlKey } from '../recordings/loadRecordingUrlKey.ts';
import { signRecordingUrl } from '../recordings/signRecordingUrl.ts';

/** Where call recordings are served, below the therapy backend. */
export const CALL_RECORDINGS_PATH = '/api/call-recordings';

/**
 * The name a call recording's signature covers: its own namespace, so a link can never be moved to another kind, and
 * the user it was issued to, so a play is audited as theirs and the link cannot be passed off as another user's.
 */
export function getCallRecordingSignedName(fileId: string, userId: string): string {
  return `call-recordings/${fileId}.wav\nuser=${userId}`;
}

/** Reads the `user` of a call recording link: the id of the user it was issued to, or null for anything else. */
export function parseCallRecordingUser(value: unknown): string | null {
  return typeof value === 'string' && /^[1-9]\d{0,11}$/.test(value) ? value : null;
}

/** Reads `{fileId}.wav` from a call recording address; null for anything else. */
export function parseCallRecordingFileName(fileName: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.wav$/.exec(fileName);
  return match?.[1] ?? null;
}

/** Signs the recording links of one answer: the key is loaded once, each link costs one HMAC. */
export type CallRecordingLinkSigner = (fileId: string | null | undefined) => string | null;

/**
 * A signer of short-lived recording links (`temp_download_link`, `tempURL`) for the user `userId`: the stable address
 * plus an expiry, the user and an HMAC over all three (see `signRecordingUrl`), so an `<audio>` element plays it
 * without a token until it expires and the play is audited as that user's; an expired one answers 403
 * `RECORDING_URL_EXPIRED` and the portal reads the call again for a fresh one.
 */
export async function createCallRecordingLinkSigner(
  services: Pick<AppServices, 'db' | 'now' | 'config'>,
  userId: number,
): Promise<CallRecordingLinkSigner> {
  const key = await loadRecordingUrlKey(services.db);
  const now = services.now();
  const user = String(userId);
  return (fileId) =>
    fileId
      ? `${signRecordingUrl({
          url: `${services.config.publicUrl}${CALL_RECORDINGS_PATH}/${fileId}.wav`,
          fileName: getCallRecordingSignedName(fileId, user),
          key,
          now,
        })}&user=${user}`
      : null;
}
