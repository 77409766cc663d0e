/**
 * The bot's mouth and ear in a conference: 20 ms frames of 8 kHz μ-law (160 bytes), in and out. That is exactly
 * Twilio Media Streams' format (audio/x-mulaw over a websocket), so a bot session drives a local conference and a
 * Twilio one through the same port.
 */
export interface AudioPort {
  /** Queues one 20 ms μ-law frame to be heard by the other legs; frames play one per 20 ms, in order. */
  send(frame: Uint8Array): void;
  /** Drops audio queued by `send` that has not played yet (the bot was interrupted). */
  clear(): void;
  /** Frames the bot hears (everyone else in the conference, mixed), one per 20 ms. */
  onFrame(listener: (frame: Uint8Array) => void): () => void;
  /**
   * Keypad digits (DTMF: 0–9, `*`, `#`) pressed by a person on the call, one at a time, as Twilio media streams
   * deliver them: the bot accepts them beside speech at every ask.
   */
  onDigit(listener: (digit: string) => void): () => void;
  /** Runs once when the port closes (the bot left or the conference ended). */
  onClose(listener: () => void): () => void;
  /** Leaves the conference. */
  close(): void;
  readonly closed: boolean;
}
