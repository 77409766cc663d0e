import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { until } from '../../../test/until.ts';
import type { AudioPort } from '../../audio/AudioPort.ts';
import { createMediaStreamAudioPort, type MediaStreamStart } from './createMediaStreamAudioPort.ts';

const servers: WebSocketServer[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose connections become audio ports, and a client that speaks as Twilio's media streams do. */
async function connect(): Promise<{
  twilio: WebSocket;
  received: unknown[];
  port: Promise<{ port: AudioPort; start: MediaStreamStart }>;
}> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const port = new Promise<{ port: AudioPort; start: MediaStreamStart }>((resolve, reject) => {
    server.once('connection', (socket) => {
      createMediaStreamAudioPort(socket, { startTimeoutMs: 500 }).then(resolve, reject);
    });
  });
  const twilio = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: unknown[] = [];
  twilio.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve) => twilio.once('open', resolve));
  return { twilio, received, port };
}

describe('createMediaStreamAudioPort', () => {
  it('speaks Twilio’s media stream messages both ways in 20 ms μ-law frames', async () => {
    const { twilio, received, port: started } = await connect();
    twilio.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
    twilio.send(
      JSON.stringify({
        event: 'start',
        sequenceNumber: '1',
        start: {
          streamSid: 'MZ1',
          accountSid: 'AC1',
          callSid: 'CA1',
          tracks: ['inbound'],
          customParameters: { callId: 'c1' },
        },
        streamSid: 'MZ1',
      }),
    );
    const { port, start } = await started;
    expect(start).toEqual({ streamSid: 'MZ1', callSid: 'CA1', customParameters: { callId: 'c1' } });
    const heard: Uint8Array[] = [];
    port.onFrame((frame) => heard.push(frame));
    // Twilio's chunks need not be 20 ms: 240 bytes then 80 make two frames.
    twilio.send(JSON.stringify({ event: 'media', media: { payload: Buffer.alloc(240, 0x11).toString('base64') } }));
    twilio.send(JSON.stringify({ event: 'media', media: { payload: Buffer.alloc(80, 0x22).toString('base64') } }));
    await until(() => heard.length === 2);
    expect(heard.map((frame) => [frame.length, frame[0], frame[159]])).toEqual([
      [160, 0x11, 0x11],
      [160, 0x11, 0x22],
    ]);

    port.send(new Uint8Array(160).fill(0x7f));
    port.clear();
    await until(() => received.length === 2);
    expect(received).toEqual([
      { event: 'media', media: { payload: Buffer.alloc(160, 0x7f).toString('base64') }, streamSid: 'MZ1' },
      { event: 'clear', streamSid: 'MZ1' },
    ]);
    expect(() => port.send(new Uint8Array(100))).toThrow(RangeError);

    const digits: string[] = [];
    port.onDigit((digit) => digits.push(digit));
    twilio.send(
      JSON.stringify({
        event: 'dtmf',
        streamSid: 'MZ1',
        sequenceNumber: '5',
        dtmf: { track: 'inbound_track', digit: '7' },
      }),
    );
    await until(() => digits.length === 1);
    expect(digits).toEqual(['7']);

    let closed = false;
    port.onClose(() => {
      closed = true;
    });
    twilio.send(JSON.stringify({ event: 'stop', stop: { accountSid: 'AC1', callSid: 'CA1' }, streamSid: 'MZ1' }));
    await until(() => closed);
    expect(port.closed).toBe(true);
  });

  it('closes a stream that sends something else than media stream messages, or no start in time', async () => {
    const bad = await connect();
    const badClosed = new Promise<number>((resolve) => bad.twilio.once('close', resolve));
    bad.twilio.send('{"event":"media"}');
    await expect(bad.port).rejects.toThrow('closed before it started');
    expect(await badClosed).toBe(4400);

    const silent = await connect();
    await expect(silent.port).rejects.toThrow('sent no start');
  });
});
