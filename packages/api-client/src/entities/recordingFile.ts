import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** The audio a recording vertex accepts: MP3 or WAV, by type or by file extension. */
export const RECORDING_MIME_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave'] as const;

/** An uploaded recording file ('Please upload a recording' when absent). */
export const recordingFileSchema = z
  .file({ error: VALIDATION_MESSAGES.uploadRecording })
  .refine(
    (file) => (RECORDING_MIME_TYPES as readonly string[]).includes(file.type) || /\.(mp3|wav)$/i.test(file.name),
    { error: 'The recording must be an .mp3 or .wav file' },
  );
