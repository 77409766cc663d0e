import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/** `GET /api/test`: a cheap answer whose `date` header lets the portal measure its clock against the server's. */
export function registerSessionTest(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionTest, (_input, { reply, services }) => {
    reply.header('date', services.now().toUTCString()).header('cache-control', 'no-store');
    return { ok: true as const };
  });
}
