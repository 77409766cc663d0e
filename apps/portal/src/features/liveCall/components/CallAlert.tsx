import type { ReactNode } from 'react';

/** Props of {@link CallAlert}. */
export interface CallAlertProps {
  severity: 'info' | 'warn' | 'error';
  children: ReactNode;
}

const ICONS = { info: 'pi pi-info-circle', warn: 'pi pi-exclamation-triangle', error: 'pi pi-times-circle' };

/** An inline notice of the call screen, in colours that keep its text readable (contrast above 7:1). */
export function CallAlert({ severity, children }: CallAlertProps) {
  return (
    <div className={`cc-live-call__alert cc-live-call__alert--${severity}`}>
      <i className={ICONS[severity]} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
