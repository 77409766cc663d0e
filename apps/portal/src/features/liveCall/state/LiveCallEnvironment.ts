import type { CreateWebSocket } from '@carecall/api-client';
import { createContext } from 'react';
import type { VoiceDevice } from '../voice/VoiceDevice.ts';

/**
 * What the call screen needs from the browser beyond the api client: its voice device and its websockets. The
 * screen builds the real one from `/config.json`; tests and stories provide a fake device and a fake server.
 */
export interface LiveCallEnvironment {
  getDevice(): Promise<VoiceDevice>;
  /** Opens the live socket; the browser's `WebSocket` when absent. */
  createSocket?: CreateWebSocket;
  /** Lists microphones and speakers; `navigator.mediaDevices` when absent. */
  mediaDevices?: Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'> | null;
  /** Whether the browser has WebRTC; `RTCPeerConnection` is looked up when absent. */
  hasWebRtc?: boolean;
  /** Timers of the call (grace periods); the window's when absent. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The environment the call screen runs in; null means "build the browser's". */
export const LiveCallEnvironmentContext = createContext<LiveCallEnvironment | null>(null);
