import { randomInt } from 'node:crypto';
import {
  MediaStreamTrack,
  type RTCIceServer,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
} from 'werift';
import { FRAME_SAMPLES } from '../../audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../../audio/mulaw.ts';

/** PCMU's static RTP payload type. */
const PCMU_PAYLOAD_TYPE = 0;

/** One audio leg over WebRTC, in 20 ms frames of 8 kHz samples whatever the packet size on the wire. */
export interface MediaPeer {
  readonly connection: RTCPeerConnection;
  /** Sends one 20 ms frame as one PCMU packet. */
  sendFrame(frame: Int16Array): void;
  /** Receives 20 ms frames as packets arrive. */
  onFrame(listener: (frame: Int16Array) => void): () => void;
  close(): Promise<void>;
}

/**
 * A werift peer connection with one two-way audio track in PCMU (G.711 μ-law, 8 kHz), the telephone network's own
 * codec, which every browser offers: no transcoding between a browser and a phone, and no Opus library on the
 * server's hot path. Used for the server's side of a browser leg and for the browser's side in tests.
 */
export function createMediaPeer(options: { iceServers?: RTCIceServer[] } = {}): MediaPeer {
  const connection = new RTCPeerConnection({
    codecs: {
      audio: [
        new RTCRtpCodecParameters({
          mimeType: 'audio/PCMU',
          clockRate: 8000,
          channels: 1,
          payloadType: PCMU_PAYLOAD_TYPE,
        }),
      ],
      video: [],
    },
    iceServers: options.iceServers ?? [],
  });
  const track = new MediaStreamTrack({ kind: 'audio' });
  connection.addTransceiver(track, { direction: 'sendrecv' });

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
    async close() {
      listeners.clear();
      track.stop();
      await connection.close();
    },
  };
}
