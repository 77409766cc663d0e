import { describe, expect, it } from 'vitest';
import { isRecordingFile, RECORDING_ACCEPT } from './useRecordingUpload.ts';

describe('isRecordingFile', () => {
  it('accepts MP3 by type or extension and WAV by extension', () => {
    expect(isRecordingFile(new File(['x'], 'voice', { type: 'audio/mpeg' }))).toBe(true);
    expect(isRecordingFile(new File(['x'], 'greeting.MP3', { type: '' }))).toBe(true);
    expect(isRecordingFile(new File(['x'], 'greeting.wav', { type: '' }))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isRecordingFile(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(isRecordingFile(new File(['x'], 'clip.ogg', { type: 'audio/ogg' }))).toBe(false);
  });

  it('offers the same choice in the file picker', () => {
    expect(RECORDING_ACCEPT.split(',')).toEqual(['audio/mpeg', '.mp3', '.wav']);
  });
});
