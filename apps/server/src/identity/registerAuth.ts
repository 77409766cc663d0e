import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import { type AuthRequirement, authenticateRequest } from './authenticateRequest.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that establishes `request.auth` for a route or answers 401/403; for routes outside the contract
     * (`registerEndpoint` adds it itself). Use it as `preParsing` so nothing is parsed for refused callers.
     */
    authenticate(requirement: AuthRequirement): preParsingAsyncHookHandler;
  }
}

/**
 * The auth plugin of the app: decorates every request with `auth` (null until a route's hook sets it) and the
 * instance with `authenticate`. Registered on the root instance so every route sees the decorations.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', (requirement: AuthRequirement): preParsingAsyncHookHandler => {
    return async (request, _reply, payload) => {
      request.auth = await authenticateRequest(request, requirement, app.services);
      return payload;
    };
  });
}
