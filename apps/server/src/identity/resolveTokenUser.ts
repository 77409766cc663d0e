import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../AppServices.ts';
import type { Db } from '../db/openDatabase.ts';
import { users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import type { VerifiedToken } from './createTokenVerifier.ts';
import type { AuthUser } from './RequestAuth.ts';

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isLiftOperator: users.isLiftOperator,
  language: users.language,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  timeZone: users.timeZone,
  defaultOrganizationId: users.defaultOrganizationId,
};

/**
 * Finds the user a token belongs to: by the identity provider's subject, or, the first time a user signs in through
 * a provider, by the token's e-mail claim, linking the subject for next time.
 */
async function findTokenUser(db: Db, token: VerifiedToken): Promise<AuthUser | null> {
  const [bySubject] = await db.select(userColumns).from(users).where(eq(users.subject, token.subject)).limit(1);
  if (bySubject) return bySubject;
  if (!token.email) return null;
  const [linked] = await db
    .update(users)
    .set({ subject: token.subject, updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = lower(${token.email})`, isNull(users.subject)))
    .returning(userColumns);
  return linked ?? null;
}

/**
 * Verifies an access token and finds its user, or answers 401 (`UNAUTHORIZED`, `TOKEN_EXPIRED`, `USER_UNKNOWN`).
 * The building block for callers whose token does not arrive in an Authorization header, such as the live
 * conference websocket (`?token=`). With the app's `authCache` the user is read at most once per few seconds.
 */
export async function resolveTokenUser(
  services: Pick<AppServices, 'db' | 'tokenVerifier'> & Partial<Pick<AppServices, 'authCache'>>,
  rawToken: string,
): Promise<{ user: AuthUser; token: VerifiedToken }> {
  const token = await services.tokenVerifier.verify(rawToken);
  const load = () => findTokenUser(services.db, token);
  const user = await (services.authCache ? services.authCache.getUser(token.subject, load) : load());
  if (!user) throw new HttpError(401, 'USER_UNKNOWN', 'This account is not registered in CareCall');
  return { user, token };
}
