import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

/** Props of {@link MfaForm}. */
export interface MfaFormProps {
  heading: string;
  submitLabel: string;
  /** While true the submit button spins and submitting again does nothing. */
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  /** The secondary actions under the submit button (resend, switch channel, log out). */
  links?: ReactNode;
}

/** The frame every second-factor step shares: its heading, its fields, one submit button and the links below. */
export function MfaForm({ heading, submitLabel, busy, onSubmit, children, links }: MfaFormProps) {
  return (
    <form
      className="cc-mfa-form"
      noValidate
      aria-labelledby="mfa-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <h2 id="mfa-heading" className="cc-mfa-form__heading">
        {heading}
      </h2>
      {children}
      <Button type="submit" label={submitLabel} loading={busy} disabled={busy} className="cc-mfa-form__submit" />
      {links ? <div className="cc-mfa-form__links">{links}</div> : null}
    </form>
  );
}
