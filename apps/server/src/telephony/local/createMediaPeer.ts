import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RTCIceServer, RTCPeerConnection } from 'werift';
import { FRAME_SAMPLES } from '../../audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../../audio/mulaw.ts';

/** PCMU's static RTP payload type. */
const PCMU_PAYLOAD_TYPE = 0;
/** Our payload type for keypad digits (RFC 4733 telephone events); a browser's offer may choose another. */
const TELEPHONE_EVENT_PAYLOAD_TYPE = 101;
/** RFC 4733 event codes of the keypad: 0–9, then `*` and `#`. */
const KEYPAD_EVENTS = '0123456789*#';

type Werift = typeof import('werift');
let werift: Werift | undefined;

/**
 * werift, loaded on the first media peer rather than at start: with its certificate and ASN.1 modules it costs about
 * half a second of CPU, which a start that places no call (a restart, a test app) does not spend. Its CommonJS build
 * loads synchronously, so making a peer stays synchronous.
 */
function loadWerift(): Werift {
  werift ??= createRequire(import.meta.url)('werift') as Werift;
  return werift;
}

/** One audio leg over WebRTC, in 20 ms frames of 8 kHz samples whatever the packet size on the wire. */
export interface MediaPeer {
  readonly connection: RTCPeerConnection;
  /** Sends one 20 ms frame as one PCMU packet. */
  sendFrame(frame: Int16Array): void;
  /** Receives 20 ms frames as packets arrive. */
  onFrame(listener: (frame: Int16Array) => void): () => void;
  /** Sends a keypad digit as an RFC 4733 telephone event, as a browser's `RTCDTMFSender` does. */
  sendDigit(digit: string): void;
  /** Receives keypad digits sent as RTP telephone events (a browser's `RTCDTMFSender`), once each. */
  onDigit(listener: (digit: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * A werift peer connection with one two-way audio track in PCMU (G.711 μ-law, 8 kHz), the telephone network's own
 * codec, which every browser offers: no transcoding between a browser and a phone, and no Opus library on the
 * server's hot path. Used for the server's side of a browser leg and for the browser's side in tests.
 */
export function createMediaPeer(options: { iceServers?: RTCIceServer[] } = {}): MediaPeer {
  const { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters, RtpHeader, RtpPacket } = loadWerift();
  const connection = new RTCPeerConnection({
    codecs: {
      audio: [
        new RTCRtpCodecParameters({
          mimeType: 'audio/PCMU',
          clockRate: 8000,
          channels: 1,
          payloadType: PCMU_PAYLOAD_TYPE,
        }),
        new RTCRtpCodecParameters({
          mimeType: 'audio/telephone-event',
          clockRate: 8000,
          channels: 1,
          payloadType: TELEPHONE_EVENT_PAYLOAD_TYPE,
        }),
      ],
      video: [],
    },
    iceServers: options.iceServers ?? [],
  });
  const track = new MediaStreamTrack({ kind: 'audio' });
  const transceiver = connection.addTransceiver(track, { direction: 'sendrecv' });
  const digitListeners = new Set<(digit: string) => void>();
  let lastEventTimestamp: number | null = null;
  /** The payload type the negotiation gave telephone events. */
  const telephoneEventPayloadType = () =>
    transceiver.codecs.find((codec) => codec.mimeType.toLowerCase() === 'audio/telephone-event')?.payloadType ??
    TELEPHONE_EVENT_PAYLOAD_TYPE;
  const receiveEvent = (payload: Buffer, timestamp: number) => {
    // RFC 4733: event code, then the end bit; the end packet is repeated, all with the event's timestamp.
    const event = payload[0];
    const ended = ((payload[1] ?? 0) & 0x80) !== 0;
    if (event === undefined || !ended || timestamp === lastEventTimestamp) return;
    lastEventTimestamp = timestamp;
    const digit = KEYPAD_EVENTS[event];
    if (digit) for (const listener of digitListeners) listener(digit);
  };

  const listeners = new Set<(frame: Int16Array) => void>();
  let pending = new Int16Array(0);
  const receive = (payload: Buffer) => {
    const decoded = decodeMulaw(payload);
    if (pending.length === 0 && decoded.length === FRAME_SAMPLES) {
      for (const listener of listeners) listener(decoded);
      return;
    }
    // Packets of another length (10 ms, 30 ms) are regrouped into 20 ms frames.
    const joined = new Int16Array(pending.length + decoded.length);
    joined.set(pending);
    joined.set(decoded, pending.length);
    let offset = 0;
    for (; offset + FRAME_SAMPLES <= joined.length; offset += FRAME_SAMPLES) {
      const frame = joined.slice(offset, offset + FRAME_SAMPLES);
      for (const listener of listeners) listener(frame);
    }
    pending = joined.slice(offset);
  };
  connection.onTrack.subscribe((remote) => {
    remote.onReceiveRtp.subscribe((packet) => {
      if (packet.header.payloadType === PCMU_PAYLOAD_TYPE) receive(packet.payload);
      else if (packet.header.payloadType === telephoneEventPayloadType()) {
        receiveEvent(packet.payload, packet.header.timestamp);
      }
    });
  });

  let sequenceNumber = randomInt(0, 0xffff);
  let timestamp = randomInt(0, 0xffffffff);
  let first = true;
  return {
    connection,
    sendFrame(frame) {
      if (connection.connectionState !== 'connected') return;
      const header = new RtpHeader({
        payloadType: PCMU_PAYLOAD_TYPE,
        sequenceNumber,
        timestamp,
        marker: first,
      });
      track.writeRtp(new RtpPacket(header, encodeMulaw(frame)));
      first = false;
      sequenceNumber = (sequenceNumber + 1) & 0xffff;
      timestamp = (timestamp + frame.length) >>> 0;
    },
    onFrame(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendDigit(digit) {
      const event = KEYPAD_EVENTS.indexOf(digit);
      if (digit.length !== 1 || event < 0) throw new RangeError('Keypad digits are 0-9, * and #');
      if (connection.connectionState !== 'connected') return;
      // The end of a 100 ms event, sent three times as RFC 4733 asks, all with the event's timestamp.
      const payload = Buffer.from([event, 0x80 | 10, 0x03, 0x20]);
      // werift's sender stamps every packet with its codec's payload type, so the telephone-event codec stands in
      // for the three packets (they are stamped synchronously).
      const { sender } = transceiver;
      const audioCodec = sender.codec;
      const eventCodec = transceiver.codecs.find((codec) => codec.mimeType.toLowerCase() === 'audio/telephone-event');
      if (!eventCodec) return;
      sender.codec = eventCodec;
      for (let copy = 0; copy < 3; copy += 1) {
        const header = new RtpHeader({
          payloadType: telephoneEventPayloadType(),
          sequenceNumber,
          timestamp,
          marker: copy === 0,
        });
        track.writeRtp(new RtpPacket(header, payload));
        sequenceNumber = (sequenceNumber + 1) & 0xffff;
      }
      sender.codec = audioCodec;
      // Each event its own timestamp, so a repeated digit is not taken for a repeat of the end packet.
      timestamp = (timestamp + 1) >>> 0;
    },
    onDigit(listener) {
      digitListeners.add(listener);
      return () => digitListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      digitListeners.clear();
      track.stop();
      await connection.close();
    },
  };
}
