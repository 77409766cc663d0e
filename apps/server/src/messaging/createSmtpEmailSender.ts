import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

/**
 * Sends plain-text e-mail through the SMTP server of `SMTP_URL` (`smtp://` upgrades with STARTTLS when offered,
 * `smtps://` is TLS from the start; credentials in the URL). Time-outs keep a dead mail server from holding a
 * second-factor request for minutes. nodemailer is loaded on the first mail, so a start without e-mail never pays
 * for it.
 */
export function createSmtpEmailSender(
  config: SmtpConfig,
): (to: string, subject: string, body: string) => Promise<void> {
  let transport: Promise<Transporter> | null = null;
  const getTransport = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: config.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return transport;
  };
  return async (to, subject, body) => {
    await (await getTransport()).sendMail({ from: config.from, to, subject, text: body });
  };
}
