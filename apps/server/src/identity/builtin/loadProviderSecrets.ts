import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/openDatabase.ts';
import { serverSecrets } from '../../db/schema/index.ts';

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

async function getOrCreate<T>(db: Db, name: string, schema: z.ZodType<T>, create: () => Promise<T>): Promise<T> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return row ? schema.parse(row.value) : null;
  };
  const existing = await read();
  if (existing) return existing;
  // Two instances may race here; the first insert wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`could not store server secret ${name}`);
  return stored;
}

/**
 * Reads the provider's keys from the database, generating them on first start, so tokens and sessions stay valid
 * across restarts and every instance signs with the same keys.
 */
export async function loadProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const signingKeys = await getOrCreate(db, 'oidc.signing-keys', signingKeysSchema, async () => [
    await generateSigningKey(),
  ]);
  const cookieKeys = await getOrCreate(db, 'oidc.cookie-keys', cookieKeysSchema, async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys: signingKeys as SigningKey[], cookieKeys };
}
