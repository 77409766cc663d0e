import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import { loadServerSecret } from '../../db/loadServerSecret.ts';
import type { Db } from '../../db/openDatabase.ts';

/** The built-in provider's private signing keys and cookie keys. */
export interface ProviderSecrets {
  /** Private JWKs; the first signs new tokens, all are published so older tokens stay valid. */
  signingKeys: SigningKey[];
  cookieKeys: string[];
}

const signingKeysSchema = z.array(z.looseObject({ kid: z.string(), alg: z.string(), kty: z.string() }));

/** A private signing key as stored: a JWK with its key id and algorithm. */
export type SigningKey = z.infer<typeof signingKeysSchema>[number] & JWK;
const cookieKeysSchema = z.array(z.string()).min(1);

async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kty: jwk.kty ?? 'RSA', kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/**
 * Reads the provider's keys from the database, generating them on first start, so tokens and sessions stay valid
 * across restarts and every instance signs with the same keys.
 */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKeys = await loadServerSecret(db, 'oidc.signing-keys', signingKeysSchema, async () => [
    await generateSigningKey(),
  ]);
  const cookieKeys = await loadServerSecret(db, 'oidc.cookie-keys', cookieKeysSchema, async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys: signingKeys as SigningKey[], cookieKeys };
}
