import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** The sockets that have already logged a peer's protocol fault: one warning per connection. */
const warnedSockets = new WeakSet<WebSocket>();

/**
 * What the websocket plugin does with an error emitted on an established socket. A fault of the peer that `ws`
 * detects itself (its `WS_ERR_*` codes: a message over the size limit, text that is not UTF-8, a malformed frame) is
 * anyone's to cause, so it is logged once per connection as a warning naming the fault, without a stack, and `ws`
 * closes the socket with the matching code (1009 for a message too big). Any other error is the server's: logged
 * as an error and the socket terminated, as the plugin does by default.
 */
export function handleSocketError(
  error: Error,
  socket: WebSocket,
  request: FastifyRequest,
  _reply?: FastifyReply,
): void {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    if (warnedSockets.has(socket)) return;
    warnedSockets.add(socket);
    request.log.warn({ wsError: code }, `a websocket peer broke the protocol: ${error.message}`);
    return;
  }
  request.log.error({ err: error }, 'a websocket failed');
  socket.terminate();
}
