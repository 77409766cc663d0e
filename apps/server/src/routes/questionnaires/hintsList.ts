import { endpoints } from '@carecall/api-client';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hints } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `GET /bot/hints`: the hints multi-branch asks pick from, by group, with English and Spanish display names. */
export function registerHintsList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.hintsList, async (_input, { services }) => {
    const rows = await services.db.select().from(hints).orderBy(asc(hints.group), asc(hints.id));
    return {
      hints: rows.map((row) => ({
        id: row.id,
        hint: row.hint,
        groups: row.groups,
        group: row.group,
        display_name_english: row.displayNameEnglish,
        display_name_spanish: row.displayNameSpanish,
      })),
    };
  });
}
