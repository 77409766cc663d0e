import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

/** Sends plain-text e-mail through the configured SMTP server. */
export function createSmtpEmailSender(
  config: SmtpConfig,
): (to: string, subject: string, body: string) => Promise<void> {
  const transport = nodemailer.createTransport(config.url);
  return async (to, subject, body) => {
    await transport.sendMail({ from: config.from, to, subject, text: body });
  };
}
