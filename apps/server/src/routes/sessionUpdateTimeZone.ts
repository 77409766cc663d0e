import { endpoints, VALIDATION_MESSAGES } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/** Whether the runtime knows an IANA zone name (`Asia/Jerusalem`); `Intl` refuses unknown ones. */
function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a browser offset stands for when no name came with it: whole hours have a fixed-offset IANA zone
 * (`Date#getTimezoneOffset` 300, five hours behind UTC, is `Etc/GMT+5`; POSIX inverts the sign); other offsets have
 * none, and the stored zone is left as it was.
 */
function zoneForOffset(timeOffSet: number): string | null {
  if (timeOffSet === 0) return 'UTC';
  if (timeOffSet % 60 !== 0) return null;
  const hours = timeOffSet / 60;
  return `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
}

/**
 * `POST /api/user/updateUserTimeZone`: stores the browser's time zone at sign-in, so `GET /user/settings` answers it
 * as the default zone. The named zone (`timezone`) wins when the runtime knows it (else 400 on `timezone`); a bare
 * offset is mapped as {@link zoneForOffset} says.
 */
export function registerSessionUpdateTimeZone(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionUpdateTimeZone, async ({ body }, context) => {
    const { user } = context.requireAuth();
    const { db, now, authCache } = context.services;
    if (body.timezone !== undefined && !isKnownTimeZone(body.timezone)) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', {
        fields: [{ path: 'timezone', message: VALIDATION_MESSAGES.unknownTimeZone }],
      });
    }
    const timeZone = body.timezone ?? zoneForOffset(body.timeOffSet) ?? user.timeZone;
    if (timeZone !== user.timeZone) {
      await db.update(users).set({ timeZone, updatedAt: now() }).where(eq(users.id, user.id));
      authCache.forgetUser(user.id);
    }
    return { timeOffSet: body.timeOffSet, timezone: timeZone };
  });
}
