import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { type Adapter, type AdapterFactory, type AdapterPayload, errors } from 'oidc-provider';
import type { Db } from '../../db/openDatabase.ts';
import { oidcPayloads } from '../../db/schema/index.ts';
import { describeUnstorableText, findUnstorableText } from '../../http/findUnstorableText.ts';

const notExpired = (now: Date) => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now));

/**
 * Stores the built-in provider's sessions, interactions, grants, codes and tokens in `oidc_payloads`, so a restart or
 * another instance continues every sign-in the provider acknowledged. Keys and payloads with text PostgreSQL cannot
 * hold (NUL, lone surrogates, arriving in the provider's request parameters) are not found and not stored.
 */
export function createDatabaseOidcAdapter(db: Db, now: () => Date = () => new Date()): AdapterFactory {
  return (model: string): Adapter => {
    const findWhere = async (key: string, condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> => {
      // A key PostgreSQL cannot hold (a NUL in `client_id=`) names nothing stored.
      if (describeUnstorableText(key)) return undefined;
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition, notExpired(now())))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        // The provider stores request parameters (`state`, `nonce`, …) in its payloads: text PostgreSQL cannot hold
        // is the client's error, answered by the provider as `invalid_request` (400), not a failed insert.
        const unstorable = findUnstorableText({ id, payload })[0];
        if (unstorable) {
          throw new errors.InvalidRequest(`${unstorable.path.slice(1).map(String).join('.')}: ${unstorable.message}`);
        }
        const values = {
          model,
          id,
          payload: payload as Record<string, unknown>,
          grantId: payload.grantId ?? null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.model, oidcPayloads.id],
            set: {
              payload: values.payload,
              grantId: values.grantId,
              userCode: values.userCode,
              uid: values.uid,
              expiresAt: values.expiresAt,
            },
          });
      },
      find: (id) => findWhere(id, eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(uid, eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(userCode, eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: now() })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
      },
    };
  };
}
