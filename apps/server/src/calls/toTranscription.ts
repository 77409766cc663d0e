import { isSuperAdminRole, type Transcription } from '@carecall/api-client';
import type { callTranscriptions } from '../db/schema/index.ts';
import type { CallRow } from './requireOrganizationCall.ts';

/** A stored transcript row. */
export type TranscriptionRow = typeof callTranscriptions.$inferSelect;

/**
 * A stored transcript as its read answers it: the lines, the lines before the last edit (for undo), the version to
 * base the next save on, the call's date, and the caller's name for super admins only (null for others and for bot
 * calls, which the portal names itself).
 */
export function toTranscription(
  row: TranscriptionRow,
  call: CallRow,
  viewer: { role: number },
  caller: { firstName: string; lastName: string } | null,
): Transcription {
  return {
    transcriptionContent: row.content,
    previousContent: row.previousContent ?? null,
    user_name: caller && isSuperAdminRole(viewer.role) ? `${caller.firstName} ${caller.lastName}` : null,
    date: (call.startDate ?? call.dateCreated).toISOString(),
    version: row.version,
  };
}
