import { randomUUID } from 'node:crypto';
import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/**
 * `GET /api/generateDeviceId`: a fresh random id for a browser. Nothing is stored: a device only matters once it has
 * passed the second factor for a user.
 */
export function registerGenerateDeviceId(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionGenerateDeviceId, (_input, { reply }) => {
    reply.header('cache-control', 'no-store');
    return { deviceId: randomUUID() };
  });
}
