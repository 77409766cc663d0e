import { endpoints } from '@carecall/api-client';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parameterKeys } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `GET /bot/parameters/keys`: the `{parameter}` keys texts may use; saves are checked against the same list. */
export function registerParametersListKeys(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.parametersListKeys, async (_input, { services }) => {
    const rows = await services.db
      .select({ key: parameterKeys.key })
      .from(parameterKeys)
      .orderBy(asc(parameterKeys.key));
    return { keys: rows.map((row) => row.key) };
  });
}
