import { MFA_POLICY } from './mfaPolicy.ts';

/** The text of a code message, in the user's interface language (English or Japanese). */
export interface MfaCodeMessage {
  subject: string;
  body: string;
}

/**
 * Words the message around the code: what it is for, how long it lasts, and that nobody should ask for it. Short
 * enough for one text message segment in English.
 */
export function formatMfaCodeMessage(language: string, code: string): MfaCodeMessage {
  const minutes = MFA_POLICY.codeTtlMs / 60_000;
  if (language === 'ja') {
    return {
      subject: 'CareCall 確認コード',
      body: `CareCallの確認コードは ${code} です。${minutes}分間有効です。このコードを他人に教えないでください。`,
    };
  }
  return {
    subject: 'Your CareCall verification code',
    body: `Your CareCall verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
  };
}
