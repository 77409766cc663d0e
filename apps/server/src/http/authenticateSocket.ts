import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { listAccessibleOrganizationIds } from '../identity/listAccessibleOrganizationIds.ts';
import type { AuthUser } from '../identity/RequestAuth.ts';
import { resolveTokenUser } from '../identity/resolveTokenUser.ts';
import { HttpError } from './HttpError.ts';
import { closeSocket } from './socketSends.ts';

/**
 * How long a websocket has, from its upgrade, for its `?token=` to be verified before it is closed with 4401: a
 * peer that cannot authenticate holds no connection open, whatever it sends or does not send.
 */
export const SOCKET_AUTH_DEADLINE_MS = 5_000;

/** The close codes every socket of the server shares for authentication. */
export const SOCKET_AUTH_CLOSE_CODES = {
  /** No token, a token that does not verify, or none verified within the deadline. */
  unauthorized: 4401,
  /** The token could not be checked (the database failed). */
  serverError: 4500,
} as const;

/** Who a socket belongs to, once its token verified. */
export interface SocketUser {
  user: AuthUser;
  /** The organizations the user may act in. */
  organizationIds: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How long a websocket has to authenticate after its upgrade (`SOCKET_AUTH_DEADLINE_MS`; tests shorten it). */
    socketAuthDeadlineMs: number;
  }
}

/**
 * Authenticates a websocket by its `?token=` as soon as it is upgraded, not when its first message arrives: a missing
 * or invalid token closes it at once with 4401 and a reason, and one not verified within the app's
 * `socketAuthDeadlineMs` closes it with 4401 too. Resolves with the user, or null once the socket was closed (or
 * closed by its peer meanwhile); never rejects, so handlers may await it from every message.
 */
export function authenticateSocket(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
): Promise<SocketUser | null> {
  const token = (request.query as Record<string, unknown>).token;
  if (typeof token !== 'string' || token.length === 0) {
    closeSocket(socket, SOCKET_AUTH_CLOSE_CODES.unauthorized, 'token is required');
    return Promise.resolve(null);
  }
  return new Promise<SocketUser | null>((resolve) => {
    let settled = false;
    const settle = (result: SocketUser | null, close?: { code: number; reason: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.off('close', onClose);
      if (close) closeSocket(socket, close.code, close.reason);
      resolve(socket.readyState === socket.OPEN ? result : null);
    };
    const onClose = () => settle(null);
    const deadline = setTimeout(
      () => settle(null, { code: SOCKET_AUTH_CLOSE_CODES.unauthorized, reason: 'The token was not verified in time' }),
      app.socketAuthDeadlineMs ?? SOCKET_AUTH_DEADLINE_MS,
    );
    socket.on('close', onClose);
    resolveTokenUser(app.services, token)
      .then(async ({ user }) => ({ user, organizationIds: await listAccessibleOrganizationIds(app.services.db, user) }))
      .then(
        (result) => settle(result),
        (error: unknown) => {
          if (error instanceof HttpError) {
            settle(null, { code: SOCKET_AUTH_CLOSE_CODES.unauthorized, reason: error.message });
            return;
          }
          request.log.error({ err: error }, 'a websocket token could not be checked');
          settle(null, { code: SOCKET_AUTH_CLOSE_CODES.serverError, reason: 'The token could not be checked' });
        },
      );
  });
}
