import { createPocketsphinxRecognizer, isPocketsphinxAvailable } from './createPocketsphinxRecognizer.ts';
import type { SpeechRecognizer } from './SpeechRecognizer.ts';

/**
 * The server's speech recogniser: Debian's pocketsphinx when it runs here, otherwise null — then the bot takes keypad
 * digits only, and the log says so once, here. Never throws: recognition is optional.
 */
export async function findSpeechRecognizer(options: {
  log: { info(message: string): void; warn(message: string): void };
  command?: string;
}): Promise<SpeechRecognizer | null> {
  const command = options.command ?? 'pocketsphinx_continuous';
  if (!(await isPocketsphinxAvailable(command))) {
    options.log.warn(
      `speech recognition is unavailable (${command} was not found): the bot takes keypad answers only; install Debian's pocketsphinx and pocketsphinx-en-us to answer by voice`,
    );
    return null;
  }
  return createPocketsphinxRecognizer({ command });
}
