import type { RecordingFormat } from './RecordingFormat.ts';

/** Where recordings are served, below the bot backend. */
export const RECORDINGS_PATH = '/bot/recordings';

const FILE_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(mp3|wav)$/;

/** A recording as its address names it. */
export interface RecordingFileName {
  id: string;
  format: RecordingFormat;
}

/**
 * The stable address of a recording, saved in the recording vertex's `url`: absolute, so the bot and the portal can
 * fetch it, and ending in the file name `{id}.{format}`.
 */
export function formatRecordingUrl(publicUrl: string, recording: RecordingFileName): string {
  return `${publicUrl}${RECORDINGS_PATH}/${recording.id}.${recording.format}`;
}

/** Reads a recording file name (`{uuid}.mp3` or `.wav`); null for anything else. */
export function parseRecordingFileName(fileName: string): RecordingFileName | null {
  const match = FILE_PATTERN.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], format: match[2] as RecordingFormat };
}

/**
 * Reads one of this server's recording addresses back, whatever origin it was written with (a copied questionnaire
 * may come from another environment); null for any other address, which the server neither checks nor signs.
 */
export function parseRecordingUrl(url: string): RecordingFileName | null {
  let path: string;
  try {
    path = new URL(url, 'http://recording.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = `${RECORDINGS_PATH}/`;
  if (!path.startsWith(prefix)) return null;
  return parseRecordingFileName(path.slice(prefix.length));
}
