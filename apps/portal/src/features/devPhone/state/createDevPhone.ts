import { type BrowserMediaEnvironment, waitForIceGathering } from '../../liveCall/voice/browserMedia.ts';
/** The signaling path of the demo's browser phone on the server. */
export const DEV_PHONE_GATEWAY_PATH = '/conference/devphone';

/** A number this page may take calls for: one of the organization's client phones. */
export interface DevPhoneNumber {
  /** Digits with the country code. */
  number: string;
  clientId: number;
  clientName: string;
}

/** Why a call ended, as the server says it. */
export type DevPhoneEndReason = 'canceled' | 'no-answer' | 'completed' | 'declined';

/** Where the phone is: opening its line, waiting for calls, ringing, answering, on a call, or refused. */
export type DevPhoneStatus = 'connecting' | 'idle' | 'ringing' | 'answering' | 'in-call' | 'closed';

export interface DevPhoneState {
  status: DevPhoneStatus;
  /** Every number the page may take. */
  available: DevPhoneNumber[];
  /** The numbers ringing here now. */
  routed: string[];
  /** The numbers chosen to ring here; none at first, so no call rings here that nobody chose. */
  selected: string[];
  /** The call ringing or in progress. */
  call: { ringId: string; number: string; clientName: string | null } | null;
  /** How the last call ended. */
  lastEnd: DevPhoneEndReason | null;
  /** Why the line closed: the server's close code (4xxx refusals) or 1006 for a lost connection. */
  closeCode: number | null;
  /** Whether the microphone was refused or is missing. */
  microphoneFailed: boolean;
  /** The line's id for the user's own dry runs, once the server opened one (a dry-run phone only). */
  dryRunLineId: string | null;
}

/** The browser parts the phone uses, injectable for tests. */
export interface DevPhoneEnvironment extends BrowserMediaEnvironment {
  /** The ring heard while a call rings: started, then stopped. */
  startRinging(): () => void;
}

type ServerMessage =
  | { type: 'registered'; available: DevPhoneNumber[]; routed: string[] }
  | { type: 'dry-run-line'; line_id: string }
  | { type: 'ring'; ring_id: string; number: string; client_name: string | null }
  | { type: 'accepted'; ring_id: string; sdp: string }
  | { type: 'connected'; ring_id: string }
  | { type: 'ended'; ring_id: string; reason: DevPhoneEndReason };

const END_REASONS: readonly DevPhoneEndReason[] = ['canceled', 'no-answer', 'completed', 'declined'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a server message, or null for anything this page does not understand. */
export function readServerMessage(data: unknown): ServerMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (!isRecord(message)) return null;
  if (message.type === 'registered' && Array.isArray(message.available) && Array.isArray(message.routed)) {
    const available = message.available.filter(
      (entry): entry is DevPhoneNumber =>
        isRecord(entry) &&
        typeof entry.number === 'string' &&
        typeof entry.clientId === 'number' &&
        typeof entry.clientName === 'string',
    );
    return { type: 'registered', available, routed: message.routed.filter((entry) => typeof entry === 'string') };
  }
  if (message.type === 'dry-run-line' && typeof message.line_id === 'string')
    return { type: 'dry-run-line', line_id: message.line_id };
  if (typeof message.ring_id !== 'string') return null;
  const ringId = message.ring_id;
  if (message.type === 'ring' && typeof message.number === 'string')
    return {
      type: 'ring',
      ring_id: ringId,
      number: message.number,
      client_name: typeof message.client_name === 'string' ? message.client_name : null,
    };
  if (message.type === 'accepted' && typeof message.sdp === 'string')
    return { type: 'accepted', ring_id: ringId, sdp: message.sdp };
  if (message.type === 'connected') return { type: 'connected', ring_id: ringId };
  if (message.type === 'ended' && END_REASONS.includes(message.reason as DevPhoneEndReason))
    return { type: 'ended', ring_id: ringId, reason: message.reason as DevPhoneEndReason };
  return null;
}

const INITIAL_STATE: DevPhoneState = {
  status: 'connecting',
  available: [],
  routed: [],
  selected: [],
  call: null,
  lastEnd: null,
  closeCode: null,
  microphoneFailed: false,
  dryRunLineId: null,
};

/**
 * The demo's browser phone: opens a line to the server for the selected organization's client numbers the user
 * chooses (none at first: calls to a number not chosen reach its demo persona), rings when the organization calls one of them, answers with the microphone over WebRTC (the
 * page's SDP offer, answered by the server's media plane), declines, and hangs up. State changes reach subscribers.
 * With `purpose: 'dryRun'` it holds no client number: it opens a line of the user's own (`dryRunLineId`), which only
 * the user's dry runs ring.
 */
export function createDevPhone(options: {
  token: string;
  organizationId: number;
  environment: DevPhoneEnvironment;
  purpose?: 'clients' | 'dryRun';
}) {
  const { environment } = options;
  let state: DevPhoneState = INITIAL_STATE;
  const listeners = new Set<(next: DevPhoneState) => void>();
  const set = (patch: Partial<DevPhoneState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  let stopRinging: (() => void) | null = null;
  let media: { microphone: MediaStream; peer: RTCPeerConnection; audio: HTMLAudioElement } | null = null;
  let disposed = false;

  const silence = () => {
    stopRinging?.();
    stopRinging = null;
  };
  const releaseMedia = () => {
    if (!media) return;
    for (const track of media.microphone.getTracks()) track.stop();
    media.peer.close();
    media.audio.srcObject = null;
    media = null;
  };

  const url = new URL(DEV_PHONE_GATEWAY_PATH, environment.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', options.token);
  const socket = environment.createSocket(url.href);
  const sendMessage = (message: Record<string, unknown>) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(message));
  };
  const register = (numbers: string[]) =>
    sendMessage({ type: 'register', organization_id: options.organizationId, numbers });

  socket.addEventListener('open', () => {
    if (options.purpose === 'dryRun')
      sendMessage({ type: 'register-dry-run', organization_id: options.organizationId });
    else register(state.selected);
  });
  socket.addEventListener('close', (event) => {
    silence();
    releaseMedia();
    if (!disposed) set({ status: 'closed', call: null, closeCode: event.code === 1000 ? 1006 : event.code });
  });
  socket.addEventListener('message', (event) => {
    const message = readServerMessage(event.data);
    if (!message || disposed) return;
    if (message.type === 'registered') {
      set({
        available: message.available,
        routed: message.routed,
        status: state.status === 'connecting' ? 'idle' : state.status,
      });
      return;
    }
    if (message.type === 'dry-run-line') {
      set({ dryRunLineId: message.line_id, status: state.status === 'connecting' ? 'idle' : state.status });
      return;
    }
    if (message.type === 'ring') {
      // One call at a time: the server gives a second caller busy, so a ring here is always the only call.
      set({
        status: 'ringing',
        call: { ringId: message.ring_id, number: message.number, clientName: message.client_name },
        lastEnd: null,
        microphoneFailed: false,
      });
      stopRinging = environment.startRinging();
      return;
    }
    if (state.call?.ringId !== message.ring_id) return;
    if (message.type === 'accepted') {
      void media?.peer.setRemoteDescription({ type: 'answer', sdp: message.sdp }).catch(() => hangUp());
    } else if (message.type === 'connected') {
      set({ status: 'in-call' });
    } else {
      silence();
      releaseMedia();
      set({ status: 'idle', call: null, lastEnd: message.reason });
    }
  });

  async function answer(): Promise<void> {
    const call = state.call;
    if (state.status !== 'ringing' || !call) return;
    silence();
    set({ status: 'answering' });
    let microphone: MediaStream;
    try {
      microphone = await environment.getUserMedia({ audio: true });
    } catch {
      // Without a microphone the call cannot be taken: it is declined, and the page says why.
      sendMessage({ type: 'decline', ring_id: call.ringId });
      set({ status: 'idle', call: null, lastEnd: 'declined', microphoneFailed: true });
      return;
    }
    if (state.call?.ringId !== call.ringId) {
      for (const track of microphone.getTracks()) track.stop();
      return;
    }
    const peer = environment.createPeer();
    const audio = environment.createAudio();
    audio.autoplay = true;
    media = { microphone, peer, audio };
    for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
    peer.addEventListener('track', (event) => {
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void audio.play().catch(() => {});
    });
    const offer = await peer.createOffer();
    await peer.setLocalDescription(offer);
    await waitForIceGathering(peer, 3000);
    if (state.call?.ringId !== call.ringId) return;
    sendMessage({ type: 'answer', ring_id: call.ringId, sdp: peer.localDescription?.sdp ?? offer.sdp ?? '' });
  }

  /** Presses keys on the phone's keypad during a call: RTP telephone events (RFC 4733), as a phone sends them. */
  function sendDigits(digits: string): void {
    if (state.status !== 'in-call' || !media || !/^[0-9*#]{1,32}$/.test(digits)) return;
    const sender = media.peer.getSenders().find((candidate) => candidate.track?.kind === 'audio');
    sender?.dtmf?.insertDTMF(digits);
  }

  function decline(): void {
    if (state.status !== 'ringing' || !state.call) return;
    silence();
    sendMessage({ type: 'decline', ring_id: state.call.ringId });
  }

  function hangUp(): void {
    if (!state.call) return;
    silence();
    sendMessage({ type: 'hangup', ring_id: state.call.ringId });
  }

  return {
    getState: () => state,
    subscribe(listener: (next: DevPhoneState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes calls for exactly these numbers (an empty list takes none). */
    select(numbers: string[]): void {
      set({ selected: numbers });
      register(numbers);
    },
    answer,
    decline,
    hangUp,
    sendDigits,
    /** Hangs up and closes the line. */
    dispose(): void {
      if (state.call) sendMessage({ type: 'hangup', ring_id: state.call.ringId });
      disposed = true;
      silence();
      releaseMedia();
      listeners.clear();
      socket.close(1000, 'page closed');
    },
  };
}

/** A browser phone. */
export type DevPhone = ReturnType<typeof createDevPhone>;
