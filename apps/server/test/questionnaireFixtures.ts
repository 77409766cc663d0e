import type { QuestionnaireSaveBody } from '@carecall/api-client';
import {
  assertQuestionnaire,
  createCondition,
  createVertexValue,
  type QuestionnaireInput,
  toSaveBody,
} from '@carecall/graph-core';
import type { LightMyRequestResponse } from 'fastify';
import type { TestSession } from './harness.ts';

/** A small valid questionnaire: a greeting, a yes/no question and two closing vertices. */
export function buildCheckIn(overrides: Partial<QuestionnaireInput> = {}): QuestionnaireInput {
  return {
    id: -1,
    questionnaire_name: 'Morning check-in',
    starting_node: 'auto_generated_1',
    complete_node: ['auto_generated_3', 'auto_generated_4'],
    nodes: [
      { v: 'auto_generated_1', value: createVertexValue('say', { message: 'Good morning {first_name}.' }) },
      {
        v: 'auto_generated_2',
        value: createVertexValue('ask', { name: 'well', question: 'Did you sleep well?', type: 'Twilio.YES_NO' }),
      },
      { v: 'auto_generated_3', value: createVertexValue('say', { message: 'Wonderful.' }) },
      { v: 'auto_generated_4', value: createVertexValue('say', { message: 'Sorry to hear that.' }) },
    ],
    edges: [
      { v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] },
      { v: 'auto_generated_2', w: 'auto_generated_3', name: '1', value: [createCondition('answer', 'Yes')] },
      { v: 'auto_generated_2', w: 'auto_generated_4', name: '2', value: [createCondition('answer', 'No')] },
    ],
    ...overrides,
  };
}

/** The save body of a document, with the base version when given. */
export function toBody(input: QuestionnaireInput, version?: number): QuestionnaireSaveBody {
  const body = toSaveBody(assertQuestionnaire(input));
  return version === undefined ? body : { ...body, version };
}

/** Saves through the API and returns the answer. */
export function save(session: TestSession, body: unknown, organizationId?: number): Promise<LightMyRequestResponse> {
  return session.inject({
    method: 'POST',
    url: '/bot/questionnaire',
    payload: body as Record<string, unknown>,
    ...(organizationId === undefined ? {} : { organizationId }),
  });
}

/** Creates a questionnaire through the API and returns its id and version; throws unless it was stored. */
export async function createThroughApi(
  session: TestSession,
  input: QuestionnaireInput = buildCheckIn(),
  organizationId?: number,
): Promise<{ id: number; version: number }> {
  const response = await save(session, toBody(input), organizationId);
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return response.json();
}

/** A multipart body with one file field, as browsers send it (built by undici, so the encoding is real). */
export async function buildMultipart(
  fields: Record<string, { bytes: Uint8Array; name: string; type: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [field, file] of Object.entries(fields))
    form.append(field, new File([file.bytes], file.name, { type: file.type }));
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/**
 * A real MP3 stream: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, mono, 417 bytes each) of digital silence, the
 * bytes an encoder writes for a quiet second, optionally behind an ID3v2.4 tag with a title.
 */
export function createMp3Bytes(options: { frames?: number; id3?: boolean } = {}): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  const frames = Buffer.concat(Array.from({ length: options.frames ?? 38 }, () => frame));
  if (!options.id3) return frames;
  const title = Buffer.concat([Buffer.from([0x03]), Buffer.from('Welcome', 'latin1')]);
  const titleFrame = Buffer.concat([Buffer.from('TIT2', 'ascii'), Buffer.from([0, 0, 0, title.length, 0, 0]), title]);
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, titleFrame.length]);
  return Buffer.concat([header, titleFrame, frames]);
}

/** A real PCM WAV file: RIFF…WAVE, a format chunk (8 kHz mono 16-bit) and a data chunk of a short tone. */
export function createWavBytes(durationMs = 250): Buffer {
  const samples = Math.round((8000 * durationMs) / 1000);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    wav.writeInt16LE(Math.round(3000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), 44 + i * 2);
  return wav;
}
