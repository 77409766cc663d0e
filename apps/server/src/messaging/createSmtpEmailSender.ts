import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

/**
 * Sends plain-text e-mail through the SMTP server of `SMTP_URL` (`smtp://` upgrades with STARTTLS when offered,
 * `smtps://` is TLS from the start; credentials in the URL). Time-outs keep a dead mail server from holding a
 * second-factor request for minutes.
 */
export function createSmtpEmailSender(
  config: SmtpConfig,
): (to: string, subject: string, body: string) => Promise<void> {
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (to, subject, body) => {
    await transport.sendMail({ from: config.from, to, subject, text: body });
  };
}
