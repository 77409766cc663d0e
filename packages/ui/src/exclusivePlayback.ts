/** The audio element playing now, if any. */
let playing: HTMLMediaElement | null = null;

/**
 * Makes `audio` the one element playing on the page: any other element that was playing is paused first, so two
 * recordings never talk over each other. Call it from the element's `play` event.
 */
export function takePlayback(audio: HTMLMediaElement): void {
  if (playing && playing !== audio && !playing.paused) playing.pause();
  playing = audio;
}

/** Forgets `audio` when it stops or leaves the page. */
export function releasePlayback(audio: HTMLMediaElement): void {
  if (playing === audio) playing = null;
}
