import type { AppServices } from '../AppServices.ts';
import { formatSpeechUrl, SPEECH_AUDIO_PATH } from './formatSpeechUrl.ts';
import type { SpeechLanguage } from './SpeechSynthesizer.ts';

/** The call language a questionnaire or sentence language is spoken in: Spanish for es-US, English otherwise. */
export function toSpeechLanguage(language: string): SpeechLanguage {
  return language === 'es-US' ? 'es-US' : 'en-US';
}

/**
 * Synthesizes a text (or finds it in the speech cache) and answers the address that plays it, named by the cache key
 * (a SHA-256 of text, language and voice: it reveals nothing of the text). Without a synthesizer the address is the
 * text's stable one (`formatSpeechUrl`), which plays silence, so players still work. A failed synthesis is logged and
 * answers that address too; it then plays nothing (404), and the editor asks again.
 */
export async function prepareSpeechUrl(
  services: Pick<AppServices, 'speech' | 'config'> & { log?: { warn(object: object, message: string): void } },
  language: string,
  text: string,
): Promise<string> {
  if (services.speech) {
    try {
      const key = await services.speech.prepare({ text, language: toSpeechLanguage(language) });
      return `${services.config.publicUrl}${SPEECH_AUDIO_PATH}/${key}.wav`;
    } catch (error) {
      services.log?.warn({ err: error }, 'speech synthesis failed: answering silence');
    }
  }
  return formatSpeechUrl(services.config.publicUrl, language, text);
}
