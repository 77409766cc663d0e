import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';
import { createSilentWav } from '../../speech/createSilentWav.ts';
import { SPEECH_AUDIO_PATH } from '../../speech/formatSpeechUrl.ts';

const SILENCE = createSilentWav(500);

/**
 * `GET /bot/speech/audio/{key}.wav` (outside the JSON contract: it answers audio): half a second of silence for any
 * speech address, in place of synthesized speech, so the editor's players work without a speech service. Public like
 * any cached audio address: the key is a hash and reveals nothing.
 */
export function registerSpeechAudio(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    `${SPEECH_AUDIO_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!/^[0-9a-f]{64}\.wav$/.test(request.params.file)) throw new HttpError(404, 'NOT_FOUND', 'No such audio');
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(SILENCE);
    },
  );
}
