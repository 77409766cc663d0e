import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/openDatabase.ts';
import { maskEmailAddress } from '../identity/maskEmailAddress.ts';
import { maskMfaDestination } from '../identity/secondFactor/maskMfaDestination.ts';
import { createSmtpEmailSender } from './createSmtpEmailSender.ts';
import { createTwilioSmsSender } from './createTwilioSmsSender.ts';
import { ChannelUnavailableError, createOutboxSender, type MessageSender } from './sender.ts';

/**
 * Chooses the senders for this run: demo mode always uses the outbox; production uses Twilio and SMTP and fails a
 * send clearly when a channel is not configured. Logs name recipients masked only.
 */
export function createMessageSender(config: Config, db: Db, log: FastifyBaseLogger): MessageSender {
  if (!config.production) return createOutboxSender(db, log);
  const sendSms = config.twilio ? createTwilioSmsSender(config.twilio) : null;
  const sendEmail = config.smtp ? createSmtpEmailSender(config.smtp) : null;
  if (!sendSms) log.warn('TWILIO_* is not set: codes cannot be sent by text message');
  if (!sendEmail) log.warn('SMTP_* is not set: codes cannot be sent by e-mail');
  return {
    async sendSms(to, body) {
      if (!sendSms) throw new ChannelUnavailableError('sms');
      await sendSms(to, body);
      log.info({ channel: 'sms', to: maskMfaDestination({ channel: 'sms', destination: to }) }, 'text message sent');
    },
    async sendEmail(to, subject, body) {
      if (!sendEmail) throw new ChannelUnavailableError('email');
      await sendEmail(to, subject, body);
      log.info({ channel: 'email', to: maskEmailAddress(to) }, 'e-mail sent');
    },
  };
}
