/**
 * A short tone as a WAV file (16-bit mono PCM), for the speaker test: a file plays through `HTMLAudioElement`, whose
 * `setSinkId` can send it to the chosen speaker.
 */
export function createTestToneWav({
  frequency = 440,
  seconds = 0.6,
  sampleRate = 16_000,
}: {
  frequency?: number;
  seconds?: number;
  sampleRate?: number;
} = {}): ArrayBuffer {
  const samples = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const writeText = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  writeText(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeText(36, 'data');
  view.setUint32(40, samples * 2, true);
  const fade = Math.round(sampleRate * 0.02);
  for (let index = 0; index < samples; index += 1) {
    // A 20 ms fade in and out, so the tone starts and stops without a click.
    const envelope = Math.min(1, index / fade, (samples - index) / fade);
    const value = Math.sin((2 * Math.PI * frequency * index) / sampleRate) * 0.4 * envelope;
    view.setInt16(44 + index * 2, Math.round(value * 32767), true);
  }
  return buffer;
}
