import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { versionedSettingsSchema } from '../entities/settings.ts';
import { userSessionSchema } from '../entities/userSession.ts';
import { cacheBusterQuerySchema } from './queryValue.ts';

/** Issues an id for this browser; stored locally and sent as `device-id` so the second factor can be remembered. */
export const sessionGenerateDeviceId = defineEndpoint({
  id: 'sessionGenerateDeviceId',
  service: 'therapy',
  method: 'GET',
  path: '/generateDeviceId',
  summary: 'Generate a device id for this browser',
  auth: 'none',
  response: z.object({ deviceId: z.string().min(1) }),
});

/** Who is signed in, their role and organizations; a 401 with a second-factor code starts the second factor. */
export const sessionGetUser = defineEndpoint({
  id: 'sessionGetUser',
  service: 'therapy',
  method: 'GET',
  path: '/user/auth/',
  summary: 'Read the signed-in user, their role, organizations and groups',
  auth: 'user',
  response: userSessionSchema,
});

/**
 * Records the browser's time zone at sign-in so server-side dates match what the user sees. The one write of a user
 * without a version: only the user's own browser sets it, and no form shows it.
 */
export const sessionUpdateTimeZone = defineEndpoint({
  id: 'sessionUpdateTimeZone',
  service: 'therapy',
  method: 'POST',
  path: '/user/updateUserTimeZone',
  summary: 'Store the user time zone (timeOffSet is Date#getTimezoneOffset(), in minutes)',
  auth: 'user',
  body: z.object({
    timeOffSet: z.number().int().min(-840).max(720),
    timezone: z.string().min(1).optional(),
  }),
  response: z.looseObject({ timeOffSet: z.number().int(), timezone: z.string().nullable() }),
});

/** The feature settings of the selected organization, their version and the default time zone. */
export const sessionGetSettings = defineEndpoint({
  id: 'sessionGetSettings',
  service: 'therapy',
  method: 'GET',
  path: '/user/settings',
  summary: 'Read the selected organization settings and the default time zone',
  auth: 'user',
  response: versionedSettingsSchema,
});

/** A cheap answer whose `date` header tells the server clock (see `measureServerClockOffset`). */
export const sessionTest = defineEndpoint({
  id: 'sessionTest',
  service: 'therapy',
  method: 'GET',
  path: '/test',
  summary: 'Liveness of the therapy backend; its date header gives the server clock (query t busts caches)',
  auth: 'user',
  query: cacheBusterQuerySchema,
  response: z.looseObject({ ok: z.literal(true) }),
});

/**
 * Forwarded console output. Reachable before the second factor, so messages from the second-factor screens arrive
 * and the forwarding itself never triggers the second-factor redirect.
 */
export const sessionLog = defineEndpoint({
  id: 'sessionLog',
  service: 'therapy',
  method: 'POST',
  path: '/user/logger',
  summary: 'Forward a console message (info, debug or error) of the portal',
  auth: 'mfa',
  body: z.object({
    message: z.string().max(10_000),
    level: z.enum(['info', 'debug', 'error']).default('info'),
  }),
  response: z.looseObject({ ok: z.literal(true) }),
});
