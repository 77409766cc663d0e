import { mfaSendCodeEmail, mfaVerifyCodeEmail } from '@carecall/api-client';
import { CodeField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getMfaPhaseAddress } from './getMfaPhaseAddress.ts';
import { useFinishMfa } from './useFinishMfa.ts';
import { validateEmailCode } from './validateMfaCode.ts';

/**
 * The e-mail code screen (part 2 §2.4): a code goes to the signed-in person's address when the screen opens; the
 * masked address, the six-digit code, 'Verify Code', 'Resend code' and 'Get code with SMS'. Failures show one general
 * message asking to retry or contact care support.
 */
export function EmailCodeForm() {
  const { api, auth, mfaState, navigate } = usePortalRuntime();
  const { t } = useTranslation(['auth', 'validation']);
  const toast = usePortalToast();
  const finish = useFinishMfa();
  const [maskedEmail, setMaskedEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(true);
  const [verifying, setVerifying] = useState(false);
  const sendStarted = useRef(false);

  const sendCode = async (announce: boolean) => {
    setSending(true);
    setFailed(false);
    try {
      const email = await auth.getEmail();
      if (!email) throw new Error('The signed-in user has no e-mail address');
      const answer = await api.call(mfaSendCodeEmail, { body: { email } });
      setMaskedEmail(answer.email);
      if (announce) toast.info(t('mfa.email.resent'));
    } catch (failure) {
      console.error('Sending the e-mail code failed:', failure instanceof Error ? failure.message : failure);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first code is sent once, when the screen opens
  useEffect(() => {
    if (sendStarted.current) return;
    sendStarted.current = true;
    void sendCode(false);
  }, []);

  const verify = async () => {
    const problem = validateEmailCode(code);
    setError(problem);
    if (problem) return;
    const email = await auth.getEmail();
    setVerifying(true);
    setFailed(false);
    try {
      await api.call(mfaVerifyCodeEmail, { body: { code: code.trim(), email: email ?? '' } });
      finish();
    } catch (failure) {
      console.error('Verifying the e-mail code failed:', failure instanceof Error ? failure.message : failure);
      setFailed(true);
      setCode('');
      setVerifying(false);
    }
  };

  return (
    <form
      className="cc-mfa-form"
      noValidate
      aria-labelledby="mfa-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!verifying) void verify();
      }}
    >
      <h2 id="mfa-heading" className="cc-mfa-form__heading">
        {t('mfa.email.heading')}
      </h2>
      <p className="cc-mfa-form__intro" aria-live="polite">
        {sending ? t('mfa.email.sending') : maskedEmail ? t('mfa.email.sentTo', { email: maskedEmail }) : null}
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
        value={code}
        length={6}
        onChange={(next) => {
          setCode(next);
          if (error) setError(validateEmailCode(next));
        }}
        error={error ? translateValidationMessage(t, error) : undefined}
        required
        autoFocus
      />
      <Button
        type="submit"
        label={t('mfa.email.verify')}
        loading={verifying}
        disabled={verifying}
        className="cc-mfa-form__submit"
      />
      <div className="cc-mfa-form__links">
        <Button
          type="button"
          link
          label={t('mfa.email.resend')}
          disabled={sending}
          onClick={() => void sendCode(true)}
        />
        <Button
          type="button"
          link
          label={t('mfa.email.useSms')}
          onClick={() => {
            mfaState.markCodeSent(false);
            navigate(getMfaPhaseAddress('MFA_CODE_IS_REQUIRED'));
          }}
        />
      </div>
    </form>
  );
}
