/**
 * A PCM WAV file of silence (8 kHz, mono, 16-bit), what the speech addresses answer while no speech service is
 * connected: a real, playable file, so the portal's players behave as with synthesized audio.
 */
export function createSilentWav(durationMs: number): Buffer {
  const sampleRate = 8000;
  const samples = Math.max(1, Math.round((sampleRate * durationMs) / 1000));
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}
