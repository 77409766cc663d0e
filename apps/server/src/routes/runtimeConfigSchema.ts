import { z } from 'zod';

/**
 * `/config.json`: what the portal reads at boot to find its identity provider and backends, so one build runs in
 * every environment. `baseUrls` has the shape of the api-client's `baseUrls` option.
 */
export const runtimeConfigSchema = z.object({
  environment: z.string().describe('demo, production, or the ENVIRONMENT_NAME of this deployment'),
  version: z.string(),
  identity: z.object({
    issuer: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    /** Paths on the portal origin registered with the built-in provider. */
    redirectPath: z.string(),
    silentRedirectPath: z.string(),
    postLogoutRedirectPath: z.string(),
  }),
  baseUrls: z.object({ therapy: z.string(), bot: z.string(), conference: z.string() }),
  liftConferenceUrl: z.string(),
  logo: z.string().nullable(),
  /** Which voice device the call screen uses: Twilio's SDK, or WebRTC to the server's own media plane. */
  voice: z.object({
    provider: z.enum(['twilio', 'local']),
    /** Demo mode: the browser phone page (`/dev/phone`) that answers calls as the organization's clients exists. */
    devPhone: z.boolean(),
  }),
});

/** The runtime configuration as served. */
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
