import type { AppServices } from '../AppServices.ts';
import { DEMO_PASSWORD } from '../demo/demoAccounts.ts';

/** Who is invited, in which language. */
export interface UserInvitation {
  email: string;
  firstName: string;
  language: string;
  invitedBy: string;
}

function compose(services: Pick<AppServices, 'config'>, invitation: UserInvitation): { subject: string; body: string } {
  const { config } = services;
  const signIn = config.production
    ? `Sign in with your organization account for ${invitation.email}; CareCall never asks you for a password of its own.`
    : `This is a demo installation: sign in with ${invitation.email} and the demo password "${DEMO_PASSWORD}".`;
  if (invitation.language === 'ja') {
    return {
      subject: 'CareCall へようこそ',
      body: `${invitation.firstName} 様\n\n${invitation.invitedBy} さんが CareCall のアカウントを作成しました。\n${config.publicUrl}/login からサインインしてください。\n${signIn}\n`,
    };
  }
  return {
    subject: 'Welcome to CareCall',
    body: `Hello ${invitation.firstName},\n\n${invitation.invitedBy} created a CareCall account for you.\nOpen ${config.publicUrl}/login to sign in.\n${signIn}\nAfter signing in you confirm your phone with a code we text you.\n`,
  };
}

/**
 * E-mails a new user where and how to sign in, through the MessageSender (the demo outbox, or SMTP). In production
 * the identity provider holds the password, so the mail names no password; in demo mode it names the demo password
 * every demo account shares. Answers whether it was sent: a missing or failing mail server does not undo the account.
 */
export async function sendUserInvitation(
  services: Pick<AppServices, 'config' | 'sender'>,
  invitation: UserInvitation,
  log: { warn(object: object, message: string): void },
): Promise<boolean> {
  const { subject, body } = compose(services, invitation);
  try {
    await services.sender.sendEmail(invitation.email, subject, body);
    return true;
  } catch (error) {
    log.warn({ err: error }, 'the invitation e-mail of a new user could not be sent');
    return false;
  }
}
