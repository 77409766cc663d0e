/** The audio formats recording vertices accept, as found in the bytes. */
export type RecordingFormat = 'mp3' | 'wav';

/** The content type each format is served with. */
export const RECORDING_CONTENT_TYPES: Readonly<Record<RecordingFormat, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};
