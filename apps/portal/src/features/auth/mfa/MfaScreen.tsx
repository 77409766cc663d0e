import type { MfaPhase } from '@carecall/api-client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useSearch } from 'wouter';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { AuthPage } from '../AuthPage.tsx';
import { CodeEntryForm } from './CodeEntryForm.tsx';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { PhoneEntryForm } from './PhoneEntryForm.tsx';

const PHASES: readonly string[] = [
  'MFA_PHONE_NUMBER_REQUIRED',
  'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED',
  'MFA_CODE_IS_REQUIRED',
  'MFA_EMAIL',
];

function readPhase(value: string | null, pending: MfaPhase | null): MfaPhase {
  if (value !== null && PHASES.includes(value)) return value as MfaPhase;
  return pending ?? 'MFA_CODE_IS_REQUIRED';
}

/**
 * `/multiFactorAuthentication?phase=…&phoneNumber=…`: phone entry, code entry or the e-mail code,
 * by phase. With nothing pending (the second factor is done) it goes on to the saved target.
 */
export function MfaScreen() {
  const { mfaState, returnTargets, notifier } = usePortalRuntime();
  const { t } = useTranslation('auth');
  const params = new URLSearchParams(useSearch());
  const pending = mfaState.getPendingPhase();
  const phase = readPhase(params.get('phase'), pending);

  // A failed attempt's message belongs to its step: switching between text and e-mail codes starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the phase is the trigger
  useEffect(() => notifier.clear(), [phase, notifier]);

  if (pending === null) return <Redirect to={returnTargets.get() ?? '/'} replace />;

  return (
    <AuthPage title={t('mfa.title')}>
      {phase === 'MFA_EMAIL' ? (
        <EmailCodeForm />
      ) : phase === 'MFA_CODE_IS_REQUIRED' ? (
        <CodeEntryForm phoneNumber={params.get('phoneNumber')} />
      ) : (
        <PhoneEntryForm />
      )}
    </AuthPage>
  );
}
