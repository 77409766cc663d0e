import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../db/schema/index.ts';

const messageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  code: z.string().nullable(),
  sentAt: z.iso.datetime(),
});

/**
 * `GET /dev/outbox` (demo mode only): the text messages and e-mails the demo "sent", newest first, so a person or a
 * test can read the one-time code.
 */
export function registerDevOutbox(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Demo mode: messages the system sent, newest first',
        tags: ['demo'],
        querystring: z.object({ recipient: z.string().optional() }),
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request) => {
      const { recipient } = request.query;
      const rows = await app.services.db
        .select()
        .from(outboxMessages)
        .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(200);
      return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
    },
  );
}
