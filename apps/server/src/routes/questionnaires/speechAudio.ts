import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';
import { createSilentWav } from '../../speech/createSilentWav.ts';
import { SPEECH_AUDIO_PATH } from '../../speech/formatSpeechUrl.ts';

const SILENCE = createSilentWav(500);

/**
 * `GET /bot/speech/audio/{key}.wav` (outside the JSON contract: it answers audio): the synthesized speech the speech
 * routes prepared under that cache key. Where no synthesizer is installed, any key answers half a second of silence,
 * so the editor's players work anyway; with one, a key not in the cache is 404 `SPEECH_NOT_FOUND` (ask the speech
 * route again). Public like any cached audio address: the key is a hash and reveals nothing.
 */
export function registerSpeechAudio(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    `${SPEECH_AUDIO_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([0-9a-f]{64})\.wav$/.exec(request.params.file);
      if (!match?.[1]) throw new HttpError(404, 'NOT_FOUND', 'No such audio');
      const { speech } = app.services;
      const audio = speech ? await speech.read(match[1]) : SILENCE;
      if (!audio) throw new HttpError(404, 'SPEECH_NOT_FOUND', 'No such speech: ask for it again');
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(audio);
    },
  );
}
