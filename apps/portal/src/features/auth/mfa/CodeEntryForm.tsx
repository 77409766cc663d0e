import { isApiError, mfaSendCode, mfaVerifyCode } from '@carecall/api-client';
import { CheckboxField, CodeField } from '@carecall/ui';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { getMfaErrorMessage } from './getMfaErrorMessage.ts';
import { getMfaPhaseAddress } from './getMfaPhaseAddress.ts';
import { MfaCodeFormFrame } from './MfaCodeFormFrame.tsx';
import { useMfaCodeForm } from './useMfaCodeForm.ts';
import { validateSmsCode } from './validateMfaCode.ts';

/** Props of {@link CodeEntryForm}. */
export interface CodeEntryFormProps {
  /** The masked phone the code went to, from the address. */
  phoneNumber: string | null;
}

/**
 * Verification code entry: the texted code, 'remember this device' (30 days), resend, 'not your
 * number' (logout) and the switch to an e-mailed code. Arriving from a 401 (no code sent yet) texts one first.
 */
export function CodeEntryForm({ phoneNumber }: CodeEntryFormProps) {
  const { api, mfaState, navigate, session } = usePortalRuntime();
  const { t } = useTranslation(['auth', 'validation']);
  const toast = usePortalToast();
  const [phone, setPhone] = useState(phoneNumber);
  const [remember, setRemember] = useState(false);
  const form = useMfaCodeForm({
    validate: validateSmsCode,
    codeAlreadySent: mfaState.wasCodeSent(),
    sendCode: async () => {
      const answer = await api.call(mfaSendCode);
      mfaState.markCodeSent(true);
      setPhone(answer.cellphone);
    },
    onSendFailed: (failure) => {
      // No phone on file after all: enter one first.
      if (isApiError(failure) && failure.code === 'MFA_PHONE_NUMBER_REQUIRED') {
        navigate(getMfaPhaseAddress('MFA_PHONE_NUMBER_REQUIRED'), { replace: true });
        return;
      }
      toast.error(getMfaErrorMessage(failure, t, api));
    },
    resentMessage: t('mfa.code.resent'),
    verifyCode: async (code) => {
      await api.call(mfaVerifyCode, { body: { code, rememberDevice: remember } });
    },
    onVerifyFailed: (failure) => toast.error(getMfaErrorMessage(failure, t, api)),
  });

  return (
    <MfaCodeFormFrame
      form={form}
      heading={t('mfa.code.heading')}
      submitLabel={t('mfa.code.verify')}
      resendLabel={t('mfa.code.resend')}
      otherLinks={
        <>
          <Button
            type="button"
            link
            label={t('mfa.code.useEmail')}
            onClick={() => navigate(getMfaPhaseAddress('MFA_EMAIL'))}
          />
          <Button type="button" link label={t('mfa.code.notYourNumber')} onClick={() => void session.logout()} />
        </>
      }
    >
      <p className="cc-mfa-form__intro" aria-live="polite">
        {form.sending ? t('mfa.code.sending') : phone ? t('mfa.code.sentTo', { phone }) : t('mfa.code.sentToPhone')}
      </p>
      <CodeField id="mfa-code" name="code" label={t('mfa.code.label')} {...form.field} required autoFocus />
      <CheckboxField id="mfa-remember" label={t('mfa.code.rememberDevice')} checked={remember} onChange={setRemember} />
    </MfaCodeFormFrame>
  );
}
