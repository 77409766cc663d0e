import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../app/translateValidationMessage.ts';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useFinishMfa } from './useFinishMfa.ts';

/** What differs between the texted and the e-mailed code, given to {@link useMfaCodeForm}. */
export interface MfaCodeFormOptions {
  /** Checks the typed code; a validation message key when it is not acceptable. */
  validate: (code: string) => string | undefined;
  /** True when a code is already on its way, so opening the screen sends none. */
  codeAlreadySent: boolean;
  /** Asks the server for a code; a failure goes to `onSendFailed`. */
  sendCode: () => Promise<void>;
  onSendFailed: (failure: unknown) => void;
  /** The notice shown once another code is on its way. */
  resentMessage: string;
  /** Checks the trimmed code with the server; a failure goes to `onVerifyFailed` and clears the code. */
  verifyCode: (code: string) => Promise<void>;
  onVerifyFailed: (failure: unknown) => void;
}

/** The code form's state and actions, ready to hand to the code field, the submit button and the resend link. */
export interface MfaCodeForm {
  field: { value: string; onChange: (next: string) => void; error: string | undefined };
  sending: boolean;
  verifying: boolean;
  resend: () => void;
  verify: () => void;
}

/**
 * Sends the first code when the screen opens, resends on request and verifies with validation first, so the texted
 * and the e-mailed code behave alike and differ only in what they call and how they report failure.
 */
export function useMfaCodeForm(options: MfaCodeFormOptions): MfaCodeForm {
  const { t } = useTranslation(['auth', 'validation']);
  const toast = usePortalToast();
  const finish = useFinishMfa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(!options.codeAlreadySent);
  const [verifying, setVerifying] = useState(false);
  const sendStarted = useRef(false);

  const send = async (announce: boolean) => {
    setSending(true);
    try {
      await options.sendCode();
      if (announce) toast.info(options.resentMessage);
    } catch (failure) {
      options.onSendFailed(failure);
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first code is sent once, when the screen opens
  useEffect(() => {
    if (sendStarted.current || options.codeAlreadySent) return;
    sendStarted.current = true;
    void send(false);
  }, []);

  const verify = async () => {
    const problem = options.validate(code);
    setError(problem);
    if (problem) return;
    setVerifying(true);
    try {
      await options.verifyCode(code.trim());
      finish();
    } catch (failure) {
      options.onVerifyFailed(failure);
      setCode('');
      setVerifying(false);
    }
  };

  return {
    field: {
      value: code,
      onChange: (next) => {
        setCode(next);
        if (error) setError(options.validate(next));
      },
      error: error ? translateValidationMessage(t, error) : undefined,
    },
    sending,
    verifying,
    resend: () => void send(true),
    verify: () => void verify(),
  };
}
