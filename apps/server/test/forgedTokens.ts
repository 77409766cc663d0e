import { generateKeyPair, SignJWT } from 'jose';
import { loadProviderSecrets } from '../src/identity/builtin/loadProviderSecrets.ts';
import { signAccessToken } from '../src/identity/builtin/signAccessToken.ts';
import type { TestApp } from './harness.ts';

async function subjectOf(testApp: TestApp, email: string): Promise<string> {
  const user = await testApp.services.db.query.users.findFirst({
    where: (table, { eq }) => eq(table.email, email),
  });
  if (!user?.subject) throw new Error(`no subject for ${email}`);
  return user.subject;
}

/** A token for a real user signed by someone else's key, naming another issuer. */
export async function signTokenOfOtherIssuer(testApp: TestApp, email: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ email, client_id: testApp.config.identity.clientId })
    .setProtectedHeader({ alg: 'RS256', kid: 'other-issuer' })
    .setIssuer('https://evil.example/oidc')
    .setSubject(await subjectOf(testApp, email))
    .setAudience(testApp.config.identity.audience)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

/** A genuine token of the built-in provider that expired an hour ago. */
export async function signExpiredToken(testApp: TestApp, email: string): Promise<string> {
  const secrets = await loadProviderSecrets(testApp.services.db);
  return signAccessToken(secrets, {
    ...testApp.config.identity,
    subject: await subjectOf(testApp, email),
    email,
    now: new Date(testApp.services.now().getTime() - 2 * 60 * 60 * 1000),
  });
}
