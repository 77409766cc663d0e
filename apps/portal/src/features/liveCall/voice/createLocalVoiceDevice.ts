import { type BrowserMediaEnvironment, getBrowserMediaEnvironment, waitForIceGathering } from './browserMedia.ts';
import { createVoiceCallEvents } from './createVoiceCallEvents.ts';
import type { VoiceCall, VoiceCallStatus, VoiceConnectParams, VoiceDevice, VoiceDeviceState } from './VoiceDevice.ts';

/** The signaling path of the server's own media plane. */
export const LOCAL_VOICE_GATEWAY_PATH = '/conference/voice';

/** What the gateway sends: the SDP answer, `connected` once media flows, `hangup` when the server ends the leg. */
type GatewayMessage = { type: 'answer'; sdp: string } | { type: 'connected' } | { type: 'hangup'; reason: string };

function readGatewayMessage(data: unknown): GatewayMessage | null {
  try {
    const message: unknown = JSON.parse(String(data));
    if (typeof message !== 'object' || message === null || !('type' in message)) return null;
    if (message.type === 'answer' && 'sdp' in message && typeof message.sdp === 'string')
      return { type: 'answer', sdp: message.sdp };
    if (message.type === 'connected') return { type: 'connected' };
    if (message.type === 'hangup') return { type: 'hangup', reason: 'reason' in message ? String(message.reason) : '' };
    return null;
  } catch {
    return null;
  }
}

/** Environment of the local adapter, injectable for tests. */
export type LocalVoiceEnvironment = BrowserMediaEnvironment;

/**
 * The voice adapter of the server's own media plane (demo mode, and any deployment without a voice provider): the
 * browser's microphone goes over WebRTC to the server's conference bridge. Signaling is a websocket to
 * `/conference/voice?token=` carrying one `invite` (the call's params and an SDP offer with its candidates gathered),
 * answered by `answer`, then `connected` once media flows (the call is accepted) and `hangup` when the server ends the
 * leg; sending `hangup` or closing the socket leaves the call. A close with a 4xxx code is a refusal and reaches the
 * call as an error with that code.
 */
export function createLocalVoiceDevice(
  token: string,
  environment: LocalVoiceEnvironment = getBrowserMediaEnvironment(),
): VoiceDevice {
  let currentToken = token;
  let state: VoiceDeviceState = 'registered';
  let inputDeviceId: string | null = null;
  let outputDeviceId: string | null = null;
  const live = new Set<{ end(): void; setOutput(id: string): Promise<void> }>();

  async function connect({ params }: { params: VoiceConnectParams }): Promise<VoiceCall> {
    if (state === 'destroyed') throw new Error('The voice device was destroyed');
    const events = createVoiceCallEvents();
    let status: VoiceCallStatus = 'connecting';
    let hangupRemembered = false;
    const microphone = await environment.getUserMedia({
      audio: inputDeviceId ? { deviceId: { exact: inputDeviceId } } : true,
    });
    const peer = environment.createPeer();
    const audio = environment.createAudio();
    audio.autoplay = true;
    for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
    peer.addEventListener('track', (event) => {
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void audio.play().catch(() => {});
    });
    const url = new URL(LOCAL_VOICE_GATEWAY_PATH, environment.origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', currentToken);
    const socket = environment.createSocket(url.href);

    const entry = {
      end: () => finish('disconnect'),
      setOutput: async (id: string) => {
        const sinkable = audio as HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
        await sinkable.setSinkId?.(id);
      },
    };
    live.add(entry);
    if (outputDeviceId) void entry.setOutput(outputDeviceId).catch(() => {});

    function finish(event: 'disconnect' | 'cancel'): void {
      if (status === 'closed') return;
      const wasOpen = status === 'open';
      status = 'closed';
      live.delete(entry);
      if (socket.readyState === 1) socket.send(JSON.stringify({ type: 'hangup' }));
      socket.close(1000, 'hung up');
      for (const track of microphone.getTracks()) track.stop();
      peer.close();
      audio.srcObject = null;
      events.emit(wasOpen ? 'disconnect' : event);
    }

    socket.addEventListener('open', async () => {
      try {
        const offer = await peer.createOffer();
        await peer.setLocalDescription(offer);
        await waitForIceGathering(peer, 3000);
        const sdp = peer.localDescription?.sdp ?? offer.sdp ?? '';
        socket.send(JSON.stringify({ type: 'invite', params, sdp }));
      } catch (error) {
        events.emit('error', { code: 31000, message: error instanceof Error ? error.message : 'Offer failed' });
        finish('disconnect');
      }
    });
    socket.addEventListener('message', async (event) => {
      const message = readGatewayMessage(event.data);
      if (message === null || status === 'closed') return;
      if (message.type === 'answer') {
        await peer.setRemoteDescription({ type: 'answer', sdp: message.sdp });
        if (status === 'connecting') {
          status = 'ringing';
          events.emit('ringing');
        }
      } else if (message.type === 'connected') {
        status = 'open';
        events.emit('accept');
        if (hangupRemembered) finish('disconnect');
      } else {
        finish('disconnect');
      }
    });
    socket.addEventListener('close', (event) => {
      if (status === 'closed') return;
      if (event.code >= 4000) events.emit('error', { code: event.code, message: event.reason });
      finish(status === 'open' ? 'disconnect' : 'cancel');
    });

    return {
      status: () => status,
      on: events.on,
      off: events.off,
      disconnect() {
        if (status === 'closed') return;
        if (status !== 'open') {
          hangupRemembered = true;
          return;
        }
        finish('disconnect');
      },
      mute(shouldMute = true) {
        const tracks = microphone.getAudioTracks();
        const muted = !(tracks[0]?.enabled ?? true);
        if (muted === shouldMute) return;
        for (const track of tracks) track.enabled = !shouldMute;
        events.emit('mute', shouldMute);
      },
      isMuted: () => !(microphone.getAudioTracks()[0]?.enabled ?? true),
      sendDigits(digits) {
        if (status !== 'open') return;
        const sender = peer.getSenders().find((candidate) => candidate.track?.kind === 'audio');
        sender?.dtmf?.insertDTMF(digits);
      },
    };
  }

  return {
    get state() {
      return state;
    },
    connect,
    updateToken(next) {
      currentToken = next;
    },
    async setInputDevice(deviceId) {
      inputDeviceId = deviceId;
    },
    async setOutputDevice(deviceId) {
      outputDeviceId = deviceId;
      await Promise.all([...live].map((entry) => entry.setOutput(deviceId)));
    },
    destroy() {
      for (const entry of [...live]) entry.end();
      state = 'destroyed';
    },
  };
}
