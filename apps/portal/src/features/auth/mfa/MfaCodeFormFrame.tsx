import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { MfaForm } from './MfaForm.tsx';
import type { MfaCodeForm } from './useMfaCodeForm.ts';

/** Props of {@link MfaCodeFormFrame}. */
export interface MfaCodeFormFrameProps {
  /** The code form's state, from {@link useMfaCodeForm}. */
  form: MfaCodeForm;
  heading: string;
  submitLabel: string;
  resendLabel: string;
  /** The links after 'resend' (switch channel, log out). */
  otherLinks: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a code step: verifying on submit, spinning while the code is checked, and a resend link that waits for
 * the previous send, so the texted and the e-mailed code are submitted and resent alike.
 */
export function MfaCodeFormFrame({
  form,
  heading,
  submitLabel,
  resendLabel,
  otherLinks,
  children,
}: MfaCodeFormFrameProps) {
  return (
    <MfaForm
      heading={heading}
      submitLabel={submitLabel}
      busy={form.verifying}
      onSubmit={form.verify}
      links={
        <>
          <Button type="button" link label={resendLabel} disabled={form.sending} onClick={form.resend} />
          {otherLinks}
        </>
      }
    >
      {children}
    </MfaForm>
  );
}
