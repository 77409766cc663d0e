import { mfaSendCodeEmail, mfaVerifyCodeEmail } from '@carecall/api-client';
import { CodeField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { getMfaPhaseAddress } from './getMfaPhaseAddress.ts';
import { MfaCodeFormFrame } from './MfaCodeFormFrame.tsx';
import { useMfaCodeForm } from './useMfaCodeForm.ts';
import { validateEmailCode } from './validateMfaCode.ts';

/**
 * The e-mail code screen: a code goes to the signed-in person's address when the screen opens; the
 * masked address, the six-digit code, 'Verify Code', 'Resend code' and 'Get code with SMS'. Failures show one general
 * message asking to retry or contact care support.
 */
export function EmailCodeForm() {
  const { api, auth, mfaState, navigate } = usePortalRuntime();
  const { t } = useTranslation(['auth', 'validation']);
  const [maskedEmail, setMaskedEmail] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useMfaCodeForm({
    validate: validateEmailCode,
    codeAlreadySent: false,
    sendCode: async () => {
      setFailed(false);
      const email = await auth.getEmail();
      if (!email) throw new Error('The signed-in user has no e-mail address');
      const answer = await api.call(mfaSendCodeEmail, { body: { email } });
      setMaskedEmail(answer.email);
    },
    onSendFailed: (failure) => {
      console.error('Sending the e-mail code failed:', failure instanceof Error ? failure.message : failure);
      setFailed(true);
    },
    resentMessage: t('mfa.email.resent'),
    verifyCode: async (code) => {
      setFailed(false);
      const email = await auth.getEmail();
      await api.call(mfaVerifyCodeEmail, { body: { code, email: email ?? '' } });
    },
    onVerifyFailed: (failure) => {
      console.error('Verifying the e-mail code failed:', failure instanceof Error ? failure.message : failure);
      setFailed(true);
    },
  });

  return (
    <MfaCodeFormFrame
      form={form}
      heading={t('mfa.email.heading')}
      submitLabel={t('mfa.email.verify')}
      resendLabel={t('mfa.email.resend')}
      otherLinks={
        <Button
          type="button"
          link
          label={t('mfa.email.useSms')}
          onClick={() => {
            mfaState.markCodeSent(false);
            navigate(getMfaPhaseAddress('MFA_CODE_IS_REQUIRED'));
          }}
        />
      }
    >
      <p className="cc-mfa-form__intro" aria-live="polite">
        {form.sending ? t('mfa.email.sending') : maskedEmail ? t('mfa.email.sentTo', { email: maskedEmail }) : null}
      </p>
      {failed ? (
        <p className="cc-mfa-form__error" role="alert">
          {t('mfa.email.generalError')}
        </p>
      ) : null}
      <CodeField
        id="mfa-email-code"
        name="code"
        label={t('mfa.email.label')}
        length={6}
        {...form.field}
        required
        autoFocus
      />
    </MfaCodeFormFrame>
  );
}
