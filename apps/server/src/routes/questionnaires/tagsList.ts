import { endpoints } from '@carecall/api-client';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { questionnaireTags } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `GET /bot/tags`: every tag a vertex can carry, by id; the product's catalogue, the same for every organization. */
export function registerTagsList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.tagsList, async (_input, { services }) => {
    const rows = await services.db.select().from(questionnaireTags).orderBy(asc(questionnaireTags.id));
    return {
      tags: rows.map((row) => ({
        id: row.id,
        name: row.name,
        group: row.group,
        description: row.description,
        technical_name: row.technicalName,
        polarity: row.polarity,
      })),
    };
  });
}
