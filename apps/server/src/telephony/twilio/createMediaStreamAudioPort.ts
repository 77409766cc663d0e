import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AudioPort } from '../../audio/AudioPort.ts';
import { FRAME_SAMPLES } from '../../audio/audioFrames.ts';
import { assertPortFrame, createAudioPortEvents } from '../../audio/createAudioPortEvents.ts';

/** The Twilio Media Streams messages the port reads; `connected` and `mark` are read and ignored. */
const mediaStreamMessageSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('start'),
    start: z.object({
      streamSid: z.string(),
      callSid: z.string(),
      customParameters: z.record(z.string(), z.string()).optional(),
    }),
  }),
  z.object({ event: z.literal('media'), media: z.object({ payload: z.string() }) }),
  z.object({ event: z.literal('stop') }),
  z.object({ event: z.literal('dtmf'), dtmf: z.object({ digit: z.string().regex(/^[0-9*#]$/) }) }),
  z.object({ event: z.enum(['connected', 'mark']) }),
]);

/** What a stream's `start` message said. */
export interface MediaStreamStart {
  streamSid: string;
  callSid: string;
  customParameters: Record<string, string>;
}

/**
 * The bot's audio port over a Twilio media stream (`<Connect><Stream>`): the call's audio arrives as base64 μ-law
 * `media` messages and is handed on in 20 ms frames; frames sent go back as `media` messages, which Twilio plays in
 * order and in real time; `clear` drops what Twilio has not played yet. Resolves once the stream's `start` arrives.
 */
export function createMediaStreamAudioPort(
  socket: WebSocket,
  options: { startTimeoutMs?: number } = {},
): Promise<{ port: AudioPort; start: MediaStreamStart }> {
  return new Promise((resolve, reject) => {
    const events = createAudioPortEvents();
    const { listeners } = events;
    let streamSid: string | null = null;
    let pending = Buffer.alloc(0);
    const timer = setTimeout(() => {
      reject(new Error('The media stream sent no start'));
      socket.close(4408, 'no start');
    }, options.startTimeoutMs ?? 10_000);

    const finish = () => {
      if (events.close()) clearTimeout(timer);
    };
    const send = (message: Record<string, unknown>) => {
      if (!listeners.closed && socket.readyState === socket.OPEN)
        socket.send(JSON.stringify({ ...message, streamSid }));
    };
    const port: AudioPort = {
      send(frame) {
        assertPortFrame(frame);
        send({ event: 'media', media: { payload: Buffer.from(frame).toString('base64') } });
      },
      clear() {
        send({ event: 'clear' });
      },
      onFrame: listeners.onFrame,
      onDigit: listeners.onDigit,
      onClose: listeners.onClose,
      close() {
        socket.close(1000, 'bot left');
        finish();
      },
      get closed() {
        return listeners.closed;
      },
    };

    socket.on('close', () => {
      if (!streamSid) reject(new Error('The media stream closed before it started'));
      finish();
    });
    socket.on('message', (data) => {
      let parsed: z.infer<typeof mediaStreamMessageSchema>;
      try {
        parsed = mediaStreamMessageSchema.parse(JSON.parse(String(data)));
      } catch {
        socket.close(4400, 'not a media stream message');
        return;
      }
      if (parsed.event === 'start' && !streamSid) {
        streamSid = parsed.start.streamSid;
        clearTimeout(timer);
        resolve({
          port,
          start: {
            streamSid: parsed.start.streamSid,
            callSid: parsed.start.callSid,
            customParameters: parsed.start.customParameters ?? {},
          },
        });
      } else if (parsed.event === 'media' && streamSid) {
        pending = Buffer.concat([pending, Buffer.from(parsed.media.payload, 'base64')]);
        let offset = 0;
        for (; offset + FRAME_SAMPLES <= pending.length; offset += FRAME_SAMPLES) {
          events.emitFrame(new Uint8Array(pending.subarray(offset, offset + FRAME_SAMPLES)));
        }
        pending = pending.subarray(offset);
      } else if (parsed.event === 'dtmf' && streamSid) {
        events.emitDigit(parsed.dtmf.digit);
      } else if (parsed.event === 'stop') {
        socket.close(1000, 'stream stopped');
        finish();
      }
    });
  });
}
