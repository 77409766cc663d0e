import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Text messages and e-mails the demo mode "sent" instead of delivering them; listed by `GET /dev/outbox`. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  code: text('code'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
