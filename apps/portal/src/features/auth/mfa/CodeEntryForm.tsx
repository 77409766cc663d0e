import { isApiError, mfaSendCode, mfaVerifyCode } from '@carecall/api-client';
import { CheckboxField, CodeField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getMfaErrorMessage } from './getMfaErrorMessage.ts';
import { getMfaPhaseAddress } from './getMfaPhaseAddress.ts';
import { useFinishMfa } from './useFinishMfa.ts';
import { validateSmsCode } from './validateMfaCode.ts';

/** Props of {@link CodeEntryForm}. */
export interface CodeEntryFormProps {
  /** The masked phone the code went to, from the address. */
  phoneNumber: string | null;
}

/**
 * Verification code entry (part 2 §2.4): the texted code, 'remember this device' (30 days), resend, 'not your
 * number' (logout) and the switch to an e-mailed code. Arriving from a 401 (no code sent yet) texts one first.
 */
export function CodeEntryForm({ phoneNumber }: CodeEntryFormProps) {
  const { api, mfaState, navigate, session } = usePortalRuntime();
  const { t } = useTranslation(['auth', 'validation']);
  const toast = usePortalToast();
  const finish = useFinishMfa();
  const [phone, setPhone] = useState(phoneNumber);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(!mfaState.wasCodeSent());
  const [verifying, setVerifying] = useState(false);
  const sendStarted = useRef(false);

  const sendCode = async (announce: boolean) => {
    setSending(true);
    try {
      const answer = await api.call(mfaSendCode);
      mfaState.markCodeSent(true);
      setPhone(answer.cellphone);
      if (announce) toast.info(t('mfa.code.resent'));
    } catch (failure) {
      // No phone on file after all: enter one first.
      if (isApiError(failure) && failure.code === 'MFA_PHONE_NUMBER_REQUIRED') {
        navigate(getMfaPhaseAddress('MFA_PHONE_NUMBER_REQUIRED'), { replace: true });
        return;
      }
      toast.error(getMfaErrorMessage(failure, t, api));
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first code is sent once, when the screen opens
  useEffect(() => {
    if (sendStarted.current || mfaState.wasCodeSent()) return;
    sendStarted.current = true;
    void sendCode(false);
  }, []);

  const verify = async () => {
    const problem = validateSmsCode(code);
    setError(problem);
    if (problem) return;
    setVerifying(true);
    try {
      await api.call(mfaVerifyCode, { body: { code: code.trim(), rememberDevice: remember } });
      finish();
    } catch (failure) {
      toast.error(getMfaErrorMessage(failure, t, api));
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
        {t('mfa.code.heading')}
      </h2>
      <p className="cc-mfa-form__intro" aria-live="polite">
        {sending ? t('mfa.code.sending') : phone ? t('mfa.code.sentTo', { phone }) : t('mfa.code.sentToPhone')}
      </p>
      <CodeField
        id="mfa-code"
        name="code"
        label={t('mfa.code.label')}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (error) setError(validateSmsCode(next));
        }}
        error={error ? translateValidationMessage(t, error) : undefined}
        required
        autoFocus
      />
      <CheckboxField id="mfa-remember" label={t('mfa.code.rememberDevice')} checked={remember} onChange={setRemember} />
      <Button
        type="submit"
        label={t('mfa.code.verify')}
        loading={verifying}
        disabled={verifying}
        className="cc-mfa-form__submit"
      />
      <div className="cc-mfa-form__links">
        <Button
          type="button"
          link
          label={t('mfa.code.resend')}
          disabled={sending}
          onClick={() => void sendCode(true)}
        />
        <Button
          type="button"
          link
          label={t('mfa.code.useEmail')}
          onClick={() => navigate(getMfaPhaseAddress('MFA_EMAIL'))}
        />
        <Button type="button" link label={t('mfa.code.notYourNumber')} onClick={() => void session.logout()} />
      </div>
    </form>
  );
}
