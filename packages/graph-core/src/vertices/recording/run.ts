import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/**
 * Plays the recording (its transcription goes with it, for transcripts) and moves on once it has been played; a
 * recording without a file moves on at once.
 */
export const recordingRun: VertexRunBehaviour<'recording'> = {
  arrive(value, step) {
    const { url, tempUrl, transcription } = value.recording;
    if (step.play(url, tempUrl, transcription)) step.awaitPlayed();
    else step.leave();
  },
  listening: undefined,
  transferring: undefined,
};
