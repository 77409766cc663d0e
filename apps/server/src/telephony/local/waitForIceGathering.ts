import type { RTCPeerConnection } from 'werift';

/**
 * Resolves once the connection has gathered its candidates, so the description sent holds them all: signaling
 * then takes one message each way, with no trickled candidates to relay. Host candidates gather in milliseconds.
 */
export function waitForIceGathering(connection: RTCPeerConnection, timeoutMs = 5000): Promise<void> {
  if (connection.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const { unSubscribe } = connection.iceGatheringStateChange.subscribe((state) => {
      if (state === 'complete') done();
    });
    function done() {
      clearTimeout(timer);
      unSubscribe();
      resolve();
    }
  });
}
