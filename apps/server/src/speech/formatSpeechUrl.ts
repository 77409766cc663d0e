import { createHash } from 'node:crypto';

/** Where spoken texts are served, below the bot backend. */
export const SPEECH_AUDIO_PATH = '/bot/speech/audio';

/**
 * The address of a text spoken in a language where no speech synthesizer is installed: the same text always has the
 * same address (a SHA-256 of language and text), which reveals nothing of the text and answers a short silence (see
 * `createSilentWav`), so players work end to end. With a synthesizer, `prepareSpeechUrl` names the cached speech.
 */
export function formatSpeechUrl(publicUrl: string, language: string, text: string): string {
  const key = createHash('sha256').update(`${language}\n${text}`).digest('hex');
  return `${publicUrl}${SPEECH_AUDIO_PATH}/${key}.wav`;
}
