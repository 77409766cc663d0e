import { useEffect, useState } from 'react';
import { computeSpeakerLanes, decodeRecording, type SpeakerLanes } from './computeSpeakerLanes.ts';

/** The lanes of a recording, while they are drawn, once drawn, or why not. */
export type LanesState =
  | { status: 'idle' }
  | { status: 'drawing' }
  | { status: 'ready'; lanes: SpeakerLanes }
  | { status: 'failed' };

/**
 * Downloads a recording once and draws its speaker lanes in the browser. A link that fails here fails in the player
 * too, which asks for a fresh one; the lanes then follow the new link.
 */
export function useSpeakerLanes(url: string | null, decode = decodeRecording): LanesState {
  const [state, setState] = useState<LanesState>({ status: 'idle' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'drawing' });
    (async () => {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`recording answered ${response.status}`);
      const decoded = await decode(await response.arrayBuffer());
      if (!decoded) throw new Error('no Web Audio');
      return computeSpeakerLanes(decoded.channels, decoded.sampleRate);
    })()
      .then((lanes) => {
        if (!controller.signal.aborted) setState({ status: 'ready', lanes });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [url, decode]);
  return state;
}
