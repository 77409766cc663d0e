import { ProgressSpinner } from 'primereact/progressspinner';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What screen readers hear, e.g. "Signing in". */
  label: string;
  size?: 'small' | 'medium' | 'large';
}

/** An indeterminate wait (the sign-in callback, a dialog's busy body), with a text for screen readers. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  return (
    <div className={`cc-spinner cc-spinner--${size}`} role="status">
      <ProgressSpinner strokeWidth="4" aria-hidden="true" />
      <span className="cc-visually-hidden">{label}</span>
    </div>
  );
}
