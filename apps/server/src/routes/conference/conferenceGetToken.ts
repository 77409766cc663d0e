import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/**
 * `GET /conference/user/token`: the token the live sockets (`/lift_conference/`, `/conference/voice`) accept, which
 * is the caller's own access token: those sockets verify it as every request does, so it expires and is revoked with
 * the session and nothing new is minted.
 */
export function registerConferenceGetToken(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.conferenceGetToken, (_input, { request, requireAuth }) => {
    requireAuth();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      throw new HttpError(401, 'UNAUTHORIZED', 'A bearer token is required');
    }
    return { token };
  });
}
