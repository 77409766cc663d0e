import { createHash } from 'node:crypto';

/** Where spoken texts are served, below the bot backend. */
export const SPEECH_AUDIO_PATH = '/bot/speech/audio';

/**
 * The address of a text spoken in a language: the same text always has the same address (a SHA-256 of language and
 * text), so a speech service can cache by it and the address reveals nothing of the text. This server has no speech
 * synthesis; it answers a short silence there (see `createSilentWav`) so players work end to end.
 */
export function formatSpeechUrl(publicUrl: string, language: string, text: string): string {
  const key = createHash('sha256').update(`${language}\n${text}`).digest('hex');
  return `${publicUrl}${SPEECH_AUDIO_PATH}/${key}.wav`;
}
