import type { FastifyInstance } from 'fastify';
import { registerGenerateDeviceId } from './generateDeviceId.ts';
import { registerSessionTest } from './sessionTest.ts';

/**
 * Mounts the implemented endpoints of the api-client contract, one route module each; a new route is one more line
 * here, so the app assembly stays the same.
 */
export function registerContractRoutes(app: FastifyInstance): void {
  registerGenerateDeviceId(app);
  registerSessionTest(app);
}
