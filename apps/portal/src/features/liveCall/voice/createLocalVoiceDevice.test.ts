import { describe, expect, it, vi } from 'vitest';
import { createFakePeer, FakeSignalingSocket } from '../testing/fakeBrowserMedia.ts';
import { createLocalVoiceDevice, type LocalVoiceEnvironment } from './createLocalVoiceDevice.ts';
import type { VoiceConnectParams } from './VoiceDevice.ts';

const params: VoiceConnectParams = {
  callId: '77',
  patient_id: '5',
  organization_id: '1',
  questionnaire_id: '9',
  to_number: '1-2025550123',
  batch_id: '',
  is_dry_run: 'false',
};

function setUp() {
  const sockets: FakeSignalingSocket[] = [];
  const track = { kind: 'audio', enabled: true, stop: vi.fn() };
  const insertDTMF = vi.fn();
  const peer = createFakePeer({ getSenders: () => [{ track, dtmf: { insertDTMF } }] });
  const getUserMedia = vi.fn(async () => ({ getAudioTracks: () => [track], getTracks: () => [track] }));
  const environment = {
    origin: 'https://portal.test',
    createSocket: (url: string) => {
      const socket = new FakeSignalingSocket(url);
      sockets.push(socket);
      return socket;
    },
    createPeer: () => peer,
    getUserMedia,
    createAudio: () => ({ autoplay: false, srcObject: null, play: async () => {} }),
  } as unknown as LocalVoiceEnvironment;
  const device = createLocalVoiceDevice('access-token', environment);
  const socket = () => sockets.at(-1) as FakeSignalingSocket;
  return { device, socket, peer, track, getUserMedia, insertDTMF };
}

const flush = async () => {
  for (let index = 0; index < 5; index += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('createLocalVoiceDevice', () => {
  it('invites with the params and the offer, rings on the answer, is accepted when media flows', async () => {
    const { device, socket, peer, getUserMedia, insertDTMF } = setUp();
    await device.setInputDevice('mic-2');
    const call = await device.connect({ params });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'mic-2' } } });
    expect(socket().url).toBe('wss://portal.test/conference/voice?token=access-token');
    const events: string[] = [];
    for (const name of ['ringing', 'accept', 'disconnect', 'cancel'] as const) call.on(name, () => events.push(name));
    socket().open();
    await flush();
    expect(socket().sent).toEqual([{ type: 'invite', params, sdp: 'v=0 offer' }]);
    socket().receive({ type: 'answer', sdp: 'v=0 answer' });
    await flush();
    expect(peer.setRemoteDescription).toHaveBeenCalledWith({ type: 'answer', sdp: 'v=0 answer' });
    expect(call.status()).toBe('ringing');
    socket().receive({ type: 'connected' });
    await flush();
    expect(call.status()).toBe('open');
    call.sendDigits('12');
    expect(insertDTMF).toHaveBeenCalledWith('12');
    call.disconnect();
    expect(socket().sent.at(-1)).toEqual({ type: 'hangup' });
    expect(call.status()).toBe('closed');
    expect(events).toEqual(['ringing', 'accept', 'disconnect']);
  });

  it('remembers a disconnect before the call is accepted and ends the call when it is', async () => {
    const { device, socket, track } = setUp();
    const call = await device.connect({ params });
    socket().open();
    await flush();
    call.disconnect();
    expect(call.status()).not.toBe('closed');
    socket().receive({ type: 'connected' });
    await flush();
    expect(call.status()).toBe('closed');
    expect(track.stop).toHaveBeenCalled();
  });

  it('reports a refusal of the gateway as an error with its code', async () => {
    const { device, socket } = setUp();
    const call = await device.connect({ params });
    const errors: unknown[] = [];
    call.on('error', (error) => errors.push(error));
    socket().end(4404, 'No such call');
    expect(errors).toEqual([{ code: 4404, message: 'No such call' }]);
    expect(call.status()).toBe('closed');
  });

  it('mutes the microphone track and says so', async () => {
    const { device, track } = setUp();
    const call = await device.connect({ params });
    const mutes: boolean[] = [];
    call.on('mute', (muted) => mutes.push(muted));
    call.mute(true);
    expect(track.enabled).toBe(false);
    expect(call.isMuted()).toBe(true);
    call.mute(false);
    expect(mutes).toEqual([true, false]);
  });
});
