import { SERVICE_BASE_PATHS } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { isLocalTelephony } from '../telephony/local/createLocalTelephony.ts';
import type { Telephony } from '../telephony/Telephony.ts';
import { type RuntimeConfig, runtimeConfigSchema } from './runtimeConfigSchema.ts';

/**
 * Builds what `/config.json` answers from the server configuration and the telephony it runs calls on (Twilio when
 * its voice settings are given, the local media plane otherwise).
 */
export function buildRuntimeConfig(
  config: Config,
  voiceProvider: Telephony['provider'],
  devPhone = false,
): RuntimeConfig {
  return {
    environment: config.environmentName,
    version: config.appVersion,
    identity: {
      issuer: config.identity.issuer,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      scope: 'openid profile email',
      redirectPath: '/callback',
      silentRedirectPath: '/silent-renew',
      postLogoutRedirectPath: '/login',
    },
    baseUrls: { ...SERVICE_BASE_PATHS },
    liftConferenceUrl: '/lift_conference/',
    logo: config.logoUrl,
    voice: { provider: voiceProvider, devPhone },
  };
}

/** `GET /config.json`: the portal's runtime configuration (conventions.md). */
export function registerConfigJson(app: FastifyInstance): void {
  const { telephony } = app.services;
  // The `/dev/phone` page answers client numbers in demo mode only; in production the browser lines exist for admins'
  // dry runs alone, which open their own line from the editor.
  const body = buildRuntimeConfig(
    app.services.config,
    telephony.provider,
    !app.services.config.production && isLocalTelephony(telephony) && telephony.devPhones !== null,
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config.json',
    {
      schema: {
        summary: 'Runtime configuration of the portal',
        tags: ['portal'],
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
