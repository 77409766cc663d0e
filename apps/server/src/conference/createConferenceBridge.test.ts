import { describe, expect, it } from 'vitest';
import { FRAME_SAMPLES } from '../audio/audioFrames.ts';
import { readWavChannels } from '../audio/createStereoRecorder.ts';
import { decodeMulaw, encodeMulaw } from '../audio/mulaw.ts';
import { createBridgeAudioPort } from './createBridgeAudioPort.ts';
import { createConferenceBridge, NETWORK_LEG_MAX_QUEUED_FRAMES } from './createConferenceBridge.ts';

const frameOf = (value: number) => new Int16Array(FRAME_SAMPLES).fill(value);

describe('createConferenceBridge', () => {
  it('gives each leg everyone else mixed, never itself, and records the client left and the others right', () => {
    const bridge = createConferenceBridge({ record: true });
    const heard: Record<string, number[]> = { client: [], operator: [], bot: [] };
    const client = bridge.addLeg({ role: 'client', id: 'c', hear: (frame) => heard.client?.push(frame[0] ?? 0) });
    const operator = bridge.addLeg({ role: 'operator', id: 'o', hear: (frame) => heard.operator?.push(frame[0] ?? 0) });
    const bot = bridge.addLeg({ role: 'bot', id: 'b', hear: (frame) => heard.bot?.push(frame[0] ?? 0) });
    client.speak(frameOf(100));
    operator.speak(frameOf(20));
    bot.speak(frameOf(3));
    bridge.tick();
    bridge.tick();
    expect(heard).toEqual({ client: [23, 0], operator: [103, 0], bot: [120, 0] });
    const [left, right] = readWavChannels(bridge.recorder?.toWav() ?? Buffer.alloc(0)).channels;
    expect([left?.[0], right?.[0], left?.[FRAME_SAMPLES], right?.[FRAME_SAMPLES]]).toEqual([100, 23, 0, 0]);
    expect(left).toHaveLength(2 * FRAME_SAMPLES);
  });

  it('bounds a network leg’s queue by dropping the oldest frames, but plays a whole queued sentence', () => {
    const bridge = createConferenceBridge({ record: false });
    const heard: number[] = [];
    bridge.addLeg({ role: 'client', id: 'listener', hear: (frame) => heard.push(frame[0] ?? 0) });
    const network = bridge.addLeg({ role: 'operator', id: 'network', hear: () => {} });
    for (let value = 1; value <= 12; value += 1) network.speak(frameOf(value));
    expect(network.queuedFrames).toBe(NETWORK_LEG_MAX_QUEUED_FRAMES);
    const port = createBridgeAudioPort(bridge, 'bot');
    for (let value = 1; value <= 12; value += 1) port.send(encodeMulaw(frameOf(1000 * value)));
    for (let tick = 0; tick < 12; tick += 1) bridge.tick();
    const fromNetwork = [8, 9, 10, 11, 12];
    const fromBot = Array.from(
      { length: 12 },
      (_, index) => decodeMulaw(encodeMulaw(frameOf(1000 * (index + 1))))[0] ?? 0,
    );
    expect(heard).toEqual(fromBot.map((value, index) => value + (fromNetwork[index] ?? 0)));
  });

  it('tells every other leg, and the bot’s port, of keypad digits a leg pressed', () => {
    const bridge = createConferenceBridge({ record: false });
    const heardByOperator: string[] = [];
    const client = bridge.addLeg({ role: 'client', id: 'c', hear: () => {} });
    bridge.addLeg({
      role: 'operator',
      id: 'o',
      hear: () => {},
      onDigit: (digit, from) => heardByOperator.push(`${from}:${digit}`),
    });
    const port = createBridgeAudioPort(bridge, 'bot');
    const heardByBot: string[] = [];
    port.onDigit((digit) => heardByBot.push(digit));
    client.pressDigits('1*#');
    expect(heardByBot).toEqual(['1', '*', '#']);
    expect(heardByOperator).toEqual(['client:1', 'client:*', 'client:#']);
    expect(() => client.pressDigits('A')).toThrow(RangeError);
  });

  it('records skipped ticks as silence, so the recording lasts as long as the call', () => {
    const bridge = createConferenceBridge({ record: true });
    const client = bridge.addLeg({ role: 'client', id: 'c', hear: () => {} });
    client.speak(frameOf(100));
    bridge.tick();
    bridge.skip(3);
    bridge.tick();
    expect(bridge.ticks).toBe(5);
    const [left] = readWavChannels(bridge.recorder?.toWav() ?? Buffer.alloc(0)).channels;
    expect(left).toHaveLength(5 * FRAME_SAMPLES);
    expect(left?.[0]).toBe(100);
    expect(left?.[FRAME_SAMPLES]).toBe(0);
  });

  it('closes the bot’s port when the conference ends and stops ticking', () => {
    const bridge = createConferenceBridge({ record: true });
    const port = createBridgeAudioPort(bridge, 'bot');
    let closed = 0;
    port.onClose(() => {
      closed += 1;
    });
    bridge.tick();
    bridge.end();
    bridge.tick();
    expect(closed).toBe(1);
    expect(port.closed).toBe(true);
    expect(bridge.ticks).toBe(1);
    expect(() => bridge.addLeg({ role: 'client', id: 'late', hear: () => {} })).toThrow();
  });
});
