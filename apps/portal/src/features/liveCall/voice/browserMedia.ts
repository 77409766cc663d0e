/**
 * What a browser voice leg needs from its page: the origin its signaling socket opens on, a socket, a peer
 * connection, the microphone and an element where the far end plays. Injectable, so tests run without WebRTC.
 */
export interface BrowserMediaEnvironment {
  origin: string;
  createSocket(url: string): WebSocket;
  createPeer(): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  /** Where the far end's audio plays. */
  createAudio(): HTMLAudioElement;
}

/** The page's own WebRTC, microphone and audio. */
export function getBrowserMediaEnvironment(): BrowserMediaEnvironment {
  return {
    origin: window.location.origin,
    createSocket: (url) => new WebSocket(url),
    createPeer: () => new RTCPeerConnection(),
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    createAudio: () => new Audio(),
  };
}

/**
 * Resolves once the peer has gathered its candidates (the offer or answer then carries them all, as the server's
 * signaling has no trickle), or after `timeoutMs` with what it has.
 */
export function waitForIceGathering(peer: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (peer.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      peer.removeEventListener('icegatheringstatechange', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (peer.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    peer.addEventListener('icegatheringstatechange', check);
  });
}
