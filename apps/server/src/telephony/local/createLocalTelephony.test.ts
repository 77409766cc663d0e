import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/until.ts';
import { FRAME_SAMPLES, measureRms, splitIntoFrames } from '../../audio/audioFrames.ts';
import { readWavChannels } from '../../audio/createStereoRecorder.ts';
import { decodeMulaw, encodeMulaw } from '../../audio/mulaw.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import type { TelephonyEvent } from '../Telephony.ts';
import { createLocalTelephony, type LocalTelephony } from './createLocalTelephony.ts';
import { createMediaPeer, type MediaPeer } from './createMediaPeer.ts';
import { createSimulatedPhoneNetwork } from './createSimulatedPhoneNetwork.ts';
import { createToneSpeech } from './createToneSpeech.ts';
import type { Persona } from './Persona.ts';
import { waitForIceGathering } from './waitForIceGathering.ts';

function createMemoryRecordings(): RecordingStorage & { items: Map<string, Buffer> } {
  const items = new Map<string, Buffer>();
  return {
    items,
    async put(key, bytes) {
      items.set(key, bytes);
    },
    async get(key) {
      return items.get(key) ?? null;
    },
    async delete(key) {
      items.delete(key);
    },
  };
}

function persona(behaviour: Persona['behaviour'], lines = ['Hello?', 'Yes.', 'In the morning.']): Persona {
  return { name: 'Test Person', language: 'en-US', behaviour, ringMs: 100, lines };
}

const PERSONAS = new Map<string, Persona>([
  ['12125550100', persona('answers')],
  ['12125550101', persona('busy')],
  ['12125550102', persona('no-answer')],
  ['12125550103', persona('failed')],
]);

function tone(frequency: number, seconds: number): Int16Array {
  return Int16Array.from({ length: 8000 * seconds }, (_, index) =>
    Math.round(6000 * Math.sin((2 * Math.PI * frequency * index) / 8000)),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays frames in real time, one each 20 ms, as a microphone would. */
async function play(send: (frame: Int16Array) => void, samples: Int16Array): Promise<void> {
  const started = performance.now();
  for (const [index, frame] of splitIntoFrames(samples).entries()) {
    send(frame);
    const wait = started + (index + 1) * 20 - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

let telephony: LocalTelephony | null = null;
const peers: MediaPeer[] = [];
afterEach(async () => {
  await telephony?.close();
  telephony = null;
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});

function setUp(options: { idleTimeoutMs?: number } = {}) {
  const recordings = createMemoryRecordings();
  const spoken: string[] = [];
  const speech = createToneSpeech();
  const events: TelephonyEvent[] = [];
  telephony = createLocalTelephony({
    ...options,
    recordings,
    network: createSimulatedPhoneNetwork({
      personas: PERSONAS,
      speak: async (request) => {
        spoken.push(request.text);
        return speech(request);
      },
      timing: { setupMs: 20, noAnswerMs: 300, turnSilenceMs: 300 },
    }),
  });
  telephony.onEvent((event) => events.push(event));
  const statusesOf = (role: string) =>
    events.flatMap((event) => (event.type === 'leg-status' && event.role === role ? [event.status] : []));
  return { telephony, recordings, spoken, events, statusesOf };
}

/** The browser's side of the operator's leg, as a werift peer offering PCMU. */
async function joinOperator(local: LocalTelephony, callId: string): Promise<MediaPeer & { hangUp(): void }> {
  const browser = createMediaPeer();
  peers.push(browser);
  await browser.connection.setLocalDescription(await browser.connection.createOffer());
  await waitForIceGathering(browser.connection);
  const answer = await local.acceptOperatorOffer({ callId, sdp: browser.connection.localDescription?.sdp ?? '' });
  await browser.connection.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
  await until(() => browser.connection.connectionState === 'connected');
  return Object.assign(browser, { hangUp: answer.hangUp });
}

describe('LocalTelephony', () => {
  it('carries audio both ways between the operator, the client and the bot, and records them in stereo', async () => {
    const { telephony: local, recordings, spoken, events, statusesOf } = setUp();
    const openedAt = Date.now();
    await local.openConference({ callId: 'call-1', organizationId: 1, clientId: null, record: true });
    const browser = await joinOperator(local, 'call-1');
    const heardByOperator: Int16Array[] = [];
    browser.onFrame((frame) => heardByOperator.push(frame));

    await local.dialClient({ callId: 'call-1', phoneNumber: '+1 212-555-0100' });
    await until(() => statusesOf('client').includes('in-progress'));
    expect(statusesOf('client')).toEqual(['initiated', 'ringing', 'in-progress']);
    expect(statusesOf('operator')).toEqual(['in-progress']);

    const bot = await local.connectBot({ callId: 'call-1' });
    const heardByBot: Uint8Array[] = [];
    bot.onFrame((frame) => heardByBot.push(frame));
    // The persona greets on answering; then the operator speaks and pauses, and the persona says its next line.
    await until(() => spoken.length === 1);
    // The greeting plays out in real time on the simulated line; speaking over it would not be a turn of its own.
    await sleep(800);
    await play((frame) => browser.sendFrame(frame), tone(300, 0.6));
    await until(() => spoken.length === 2, { what: "the persona's next line" });
    expect(spoken).toEqual(['Hello?', 'Yes.']);
    // Keypad digits from the browser, as RTP telephone events, reach the bot once each.
    const digits: string[] = [];
    bot.onDigit((digit) => digits.push(digit));
    for (const digit of '5#') browser.sendDigit(digit);
    await until(() => digits.length === 2);
    // Each digit once: a repeat would come within the next packets, so a short wait shows none does.
    await sleep(100);
    expect(digits).toEqual(['5', '#']);
    for (const frame of splitIntoFrames(tone(500, 0.5))) bot.send(encodeMulaw(frame));
    await until(
      () => heardByOperator.filter((frame) => measureRms(frame) > 500).length > 20 && heardByBot.length > 50,
      { what: "the operator to hear the bot's tone and the bot the conference" },
    );
    expect(heardByBot.every((frame) => frame.length === FRAME_SAMPLES)).toBe(true);

    await local.endConference({ callId: 'call-1' });
    const ready = events.find((event) => event.type === 'recording-ready');
    expect(ready?.type).toBe('recording-ready');
    if (ready?.type !== 'recording-ready') return;
    const { sampleRate, channels } = readWavChannels(recordings.items.get(ready.recordingKey) ?? Buffer.alloc(0));
    const [left, right] = channels as [Int16Array, Int16Array];
    expect(sampleRate).toBe(8000);
    expect(left.length).toBe(right.length);
    expect(ready.durationSeconds).toBeCloseTo(left.length / 8000, 5);
    // The conference's clock ran from opening to ending: the recording is that long, within a few frames.
    const wallSeconds = (ready.at.getTime() - openedAt) / 1000;
    expect(Math.abs(ready.durationSeconds - wallSeconds)).toBeLessThan(0.8);
    expect(measureRms(left)).toBeGreaterThan(300);
    expect(measureRms(right)).toBeGreaterThan(300);
    expect(statusesOf('client').at(-1)).toBe('completed');
    expect(statusesOf('operator').at(-1)).toBe('completed');
    expect(statusesOf('bot')).toEqual(['in-progress', 'completed']);
    expect(events.at(-1)?.type).toBe('conference-ended');
  });

  it('ends a conference nobody joined in time, and keeps one a person joined', async () => {
    const { telephony: local, events } = setUp({ idleTimeoutMs: 300 });
    await local.openConference({ callId: 'joined', organizationId: 1, clientId: null, record: false });
    await joinOperator(local, 'joined');
    await local.openConference({ callId: 'idle', organizationId: 1, clientId: null, record: true });
    await until(() => events.some((event) => event.type === 'conference-ended'));
    // That the joined one is kept is an absence: it is shown by waiting one more idle timeout (300 ms).
    await sleep(300);
    expect(events.filter((event) => event.type === 'conference-ended').map((event) => event.callId)).toEqual(['idle']);
    expect(local.findConference('joined')).toEqual({ organizationId: 1, clientId: null });
    // Nobody was ever on it: no recording of silence.
    expect(events.some((event) => event.type === 'recording-ready')).toBe(false);
  });

  it.each([
    ['12125550101', ['initiated', 'busy']],
    ['12125550102', ['initiated', 'ringing', 'no-answer']],
    ['12125550103', ['initiated', 'failed']],
  ])('gives the dial statuses of a persona that does not answer (%s)', async (number, expected) => {
    const { telephony: local, statusesOf } = setUp();
    await local.openConference({ callId: 'call-2', organizationId: 1, clientId: null, record: false });
    await local.dialClient({ callId: 'call-2', phoneNumber: `+${number}` });
    await until(() => statusesOf('client').length === expected.length);
    // No status after the last: a short wait shows none follows.
    await sleep(50);
    expect(statusesOf('client')).toEqual(expected);
  });

  it('lets the operator hear the ringback while the client’s phone rings, and keeps it out of the recording', async () => {
    const { telephony: local, recordings, events, statusesOf } = setUp();
    await local.openConference({ callId: 'call-ring', organizationId: 1, clientId: null, record: true });
    const browser = await joinOperator(local, 'call-ring');
    const heard: { frame: Int16Array; ringing: boolean }[] = [];
    browser.onFrame((frame) => heard.push({ frame, ringing: statusesOf('client').at(-1) === 'ringing' }));
    // This persona never answers: it rings for the network's 300 ms, then gives up.
    await local.dialClient({ callId: 'call-ring', phoneNumber: '+1 212-555-0102' });
    await until(() => statusesOf('client').includes('no-answer'));
    const ringingAt = heard.length;
    // Twenty more frames (400 ms of the line) to show silence after the frames in flight.
    await until(() => heard.length >= ringingAt + 20, { what: 'the frames after the ringing' });
    const loud = heard.filter(({ frame }) => measureRms(frame) > 2000);
    expect(loud.length).toBeGreaterThanOrEqual(5);
    // The tone is 440 Hz and 480 Hz: its samples correlate with them, as a voice's would not so strongly.
    const [first] = loud;
    const correlation = (hz: number) =>
      Math.abs(
        (first?.frame ?? new Int16Array(0)).reduce(
          (sum, sample, index) => sum + sample * Math.sin((2 * Math.PI * hz * index) / 8000),
          0,
        ),
      );
    expect(correlation(440) + correlation(480)).toBeGreaterThan(10 * correlation(1000));
    // Once the phone gave up (and the frames in flight arrived), the operator hears silence again.
    expect(heard.slice(ringingAt + 10).every(({ frame }) => measureRms(frame) < 50)).toBe(true);

    await local.endConference({ callId: 'call-ring' });
    const ready = events.find((event) => event.type === 'recording-ready');
    if (ready?.type !== 'recording-ready') throw new Error('no recording');
    const { channels } = readWavChannels(recordings.items.get(ready.recordingKey) ?? Buffer.alloc(0));
    expect(channels.every((channel) => measureRms(channel) < 50)).toBe(true);
  });

  it('cancels a ringing client when the conference ends, and ends the conference when the last person leaves', async () => {
    const { telephony: local, statusesOf, events } = setUp();
    await local.openConference({ callId: 'call-3', organizationId: 1, clientId: null, record: false });
    await local.dialClient({ callId: 'call-3', phoneNumber: '+12125550102' });
    await until(() => statusesOf('client').includes('ringing'));
    await local.endConference({ callId: 'call-3' });
    expect(statusesOf('client').at(-1)).toBe('canceled');

    await local.openConference({ callId: 'call-4', organizationId: 1, clientId: null, record: false });
    const browser = await joinOperator(local, 'call-4');
    await expect(joinOperator(local, 'call-4')).rejects.toMatchObject({ code: 'LEG_BUSY' });
    // The signaling gateway hangs the leg up when the browser's websocket closes.
    browser.hangUp();
    await until(() => events.some((event) => event.type === 'conference-ended' && event.callId === 'call-4'));
    expect(local.findConference('call-4')).toBeNull();
    await expect(local.dialClient({ callId: 'call-4', phoneNumber: '+12125550100' })).rejects.toMatchObject({
      code: 'CONFERENCE_NOT_FOUND',
    });
  });

  it('dials a transferee beside the client: a stranger answers a number with no persona and is heard on the call', async () => {
    const { telephony: local, statusesOf, spoken, events } = setUp();
    await local.openConference({ callId: 'call-5', organizationId: 1, clientId: null, record: false });
    await local.dialClient({ callId: 'call-5', phoneNumber: '+12125550100' });
    await until(() => statusesOf('client').includes('in-progress'));
    const bot = await local.connectBot({ callId: 'call-5' });
    let loudest = 0;
    bot.onFrame((frame) => {
      loudest = Math.max(loudest, measureRms(decodeMulaw(frame)));
    });
    await until(() => loudest > 0 && spoken.length === 1);
    loudest = 0;
    await local.dialTransfer({ callId: 'call-5', phoneNumber: '+1 202 555 0999' });
    await expect(local.dialTransfer({ callId: 'call-5', phoneNumber: '+12125550101' })).rejects.toMatchObject({
      code: 'LEG_BUSY',
    });
    await until(() => statusesOf('transferee').includes('in-progress'));
    expect(statusesOf('transferee')).toEqual(['initiated', 'ringing', 'in-progress']);
    // The stranger's first line reaches the bot through the bridge.
    await until(() => spoken.length === 2 && loudest > 1000);
    expect(statusesOf('client')).not.toContain('completed');
    // The client hangs up; the transferee is still someone on the line, so the call goes on until they leave too.
    await local.removeLeg({ callId: 'call-5', role: 'client' });
    await until(() => statusesOf('client').includes('completed'));
    expect(local.findConference('call-5')).not.toBeNull();
    await local.removeLeg({ callId: 'call-5', role: 'transferee' });
    await until(() => events.some((event) => event.type === 'conference-ended' && event.callId === 'call-5'));
    expect(statusesOf('transferee').at(-1)).toBe('completed');

    await local.openConference({ callId: 'call-6', organizationId: 1, clientId: null, record: false });
    await local.dialTransfer({ callId: 'call-6', phoneNumber: '+12125550101' });
    await until(() => statusesOf('transferee').at(-1) === 'busy');
    await expect(local.dialTransfer({ callId: 'call-6', phoneNumber: '12' })).rejects.toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
    });
  });
});
