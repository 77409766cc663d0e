import { portalVersionSchema } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** `GET /version.json`: `{ version }`, polled by the portal every 10 minutes to notice a new release. */
export function registerVersionJson(app: FastifyInstance): void {
  const { appVersion } = app.services.config;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/version.json',
      { schema: { summary: 'The deployed version', tags: ['portal'], response: { 200: portalVersionSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { version: appVersion };
      },
    );
}
