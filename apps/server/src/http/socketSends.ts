import type { WebSocket } from 'ws';

/** A close reason is at most 123 bytes. */
const MAX_CLOSE_REASON_LENGTH = 120;

/** Sends a message as JSON while the socket is open; a socket that closed meanwhile is left alone. */
export function sendJson(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Closes a socket that is not closed or closing yet, with a code and a reason cut to what a close frame carries. */
export function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
    socket.close(code, reason.slice(0, MAX_CLOSE_REASON_LENGTH));
  }
}
