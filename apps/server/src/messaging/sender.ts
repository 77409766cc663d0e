import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.ts';
import { outboxMessages } from '../db/schema/index.ts';

/** What a message is about, so the demo outbox can show the one-time code next to the text. */
export interface MessageMeta {
  code?: string;
}

/**
 * Delivers text messages and e-mails. Production uses Twilio and SMTP; demo mode keeps every message in the outbox
 * (`GET /dev/outbox`), so sign-in works on one machine with no accounts anywhere.
 */
export interface MessageSender {
  sendSms(to: string, body: string, meta?: MessageMeta): Promise<void>;
  sendEmail(to: string, subject: string, body: string, meta?: MessageMeta): Promise<void>;
}

/** Raised when a channel has no transport configured (production without TWILIO_* or SMTP_*). */
export class ChannelUnavailableError extends Error {
  constructor(channel: 'sms' | 'email') {
    super(channel === 'sms' ? 'Text messages are not configured (TWILIO_*)' : 'E-mail is not configured (SMTP_*)');
    this.name = 'ChannelUnavailableError';
  }
}

function findCode(body: string, meta: MessageMeta | undefined): string | null {
  return meta?.code ?? body.match(/\b\d{6}\b/)?.[0] ?? null;
}

/** The demo-mode sender: stores each message in `outbox_messages` and logs that it was "sent" (never the body). */
export function createOutboxSender(db: Db, log: FastifyBaseLogger): MessageSender {
  return {
    async sendSms(to, body, meta) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, body, code: findCode(body, meta) });
      log.info({ channel: 'sms', to }, 'text message stored in the demo outbox');
    },
    async sendEmail(to, subject, body, meta) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'email', recipient: to, subject, body, code: findCode(body, meta) });
      log.info({ channel: 'email', to }, 'e-mail stored in the demo outbox');
    },
  };
}
