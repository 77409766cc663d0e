import type { RecordingFormat } from './RecordingFormat.ts';

function ascii(bytes: Uint8Array, start: number, text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (bytes[start + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** Whether an MPEG audio frame header starts at `at`: frame sync, and no reserved version, layer, bitrate or rate. */
function isMpegFrameHeader(bytes: Uint8Array, at: number): boolean {
  const b0 = bytes[at];
  const b1 = bytes[at + 1];
  const b2 = bytes[at + 2];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** The end of an ID3v2 tag at the start of the file (10 header bytes, the syncsafe size, a footer), or null. */
function getId3End(bytes: Uint8Array): number | null {
  if (bytes.length < 10 || !ascii(bytes, 0, 'ID3')) return null;
  const major = bytes[3] ?? 0;
  const flags = bytes[5] ?? 0;
  if (major < 2 || major > 4) return null;
  let size = 0;
  for (let i = 6; i < 10; i += 1) {
    const byte = bytes[i] ?? 0xff;
    if (byte & 0x80) return null;
    size = size * 128 + byte;
  }
  return 10 + size + (flags & 0x10 ? 10 : 0);
}

function isMp3(bytes: Uint8Array): boolean {
  const id3End = getId3End(bytes);
  if (id3End === null) return isMpegFrameHeader(bytes, 0);
  // Some encoders pad the tag with zeros; audio must follow it.
  let at = id3End;
  while (at < bytes.length && bytes[at] === 0 && at - id3End < 4096) at += 1;
  return isMpegFrameHeader(bytes, at);
}

function readUint32LE(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) + (bytes[at + 3] ?? 0) * 2 ** 24
  );
}

/** RIFF…WAVE with a `fmt ` chunk among its chunks: what every WAV player needs first. */
function isWav(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || !ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WAVE')) return false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    if (ascii(bytes, at, 'fmt ')) return readUint32LE(bytes, at + 4) >= 16 && at + 8 + 16 <= bytes.length;
    at += 8 + readUint32LE(bytes, at + 4) + (readUint32LE(bytes, at + 4) % 2);
  }
  return false;
}

/**
 * Finds the audio format from the bytes themselves — never from the file name or the declared type, which a client
 * controls: MP3 is an ID3v2 tag followed by an MPEG audio frame, or a frame at the start; WAV is RIFF…WAVE with a
 * format chunk. Anything else is null.
 */
export function sniffAudioFormat(bytes: Uint8Array): RecordingFormat | null {
  if (isWav(bytes)) return 'wav';
  if (isMp3(bytes)) return 'mp3';
  return null;
}
