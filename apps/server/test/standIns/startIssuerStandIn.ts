import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** A local OpenID Connect issuer that publishes its discovery document and keys, standing in for an external one. */
export interface IssuerStandIn {
  issuer: string;
  /** Signs an access token for `audience`, like the external provider would after a sign-in. */
  signAccessToken(claims: { subject: string; email: string; audience: string }): Promise<string>;
  close(): Promise<void>;
}

/** Starts the issuer on a free loopback port. */
export async function startIssuerStandIn(): Promise<IssuerStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = createServer((request, response) => {
    const documents: Record<string, object> = {
      '/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/jwks` },
      '/jwks': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not_found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    signAccessToken: ({ subject, email, audience }) =>
      new SignJWT({ email, sid: randomUUID() })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setSubject(subject)
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
