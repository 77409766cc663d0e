import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import type { ProviderSecrets } from '../identity/builtin/loadProviderSecrets.ts';
import { signAccessToken } from '../identity/builtin/signAccessToken.ts';
import { REMEMBER_DEVICE_DAYS, trustDevice } from '../identity/trustDevice.ts';

const DEV_TOKEN_TTL_SECONDS = 60 * 60;

const bodySchema = z.object({
  email: z.email(),
  deviceId: z.string().min(1).max(200).optional().describe('Device to trust for this user; a new one when absent'),
  trustDevice: z
    .boolean()
    .default(true)
    .describe('Mark the device as past the second factor (false to exercise the second-factor flow)'),
});

const responseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  device_id: z.string(),
});

/**
 * `POST /dev/token` (demo mode only): an access token for a seeded user, signed with the built-in provider's key, and
 * a device id already past the second factor, so scripts and tests call the API without the sign-in pages.
 */
export function registerDevToken(app: FastifyInstance, secrets: ProviderSecrets): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/token',
    {
      schema: {
        summary: 'Demo mode: an access token and trusted device for a seeded user',
        tags: ['demo'],
        body: bodySchema,
        response: { 200: responseSchema },
      },
    },
    async (request) => {
      const { db, config, now } = app.services;
      const [user] = await db
        .select({ id: users.id, email: users.email, subject: users.subject })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${request.body.email})`)
        .limit(1);
      if (!user) throw new HttpError(404, 'USER_UNKNOWN', `No user with e-mail ${request.body.email}`);
      let subject = user.subject;
      if (!subject) {
        subject = randomUUID();
        await db.update(users).set({ subject }).where(eq(users.id, user.id));
      }
      const issuedAt = now();
      const deviceId = request.body.deviceId ?? randomUUID();
      if (request.body.trustDevice) {
        const until = new Date(issuedAt.getTime() + REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000);
        await trustDevice(db, user.id, deviceId, issuedAt, until);
      }
      const accessToken = await signAccessToken(secrets, {
        issuer: config.identity.issuer,
        audience: config.identity.audience,
        clientId: config.identity.clientId,
        subject,
        email: user.email,
        expiresInSeconds: DEV_TOKEN_TTL_SECONDS,
        now: issuedAt,
      });
      return {
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: DEV_TOKEN_TTL_SECONDS,
        device_id: deviceId,
      };
    },
  );
}
