import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  message?: string;
  /** A primeicons class. */
  icon?: string;
  /** E.g. a button that adds the first item. */
  action?: ReactNode;
}

/** What a list shows when it has nothing yet (e.g. no clients), so an empty screen never looks broken. */
export function EmptyState({ title, message, icon = 'pi pi-inbox', action }: EmptyStateProps) {
  return (
    <div className="cc-state cc-state--empty">
      <i className={`cc-state__icon ${icon}`} aria-hidden="true" />
      <h2 className="cc-state__title">{title}</h2>
      {message ? <p className="cc-state__message">{message}</p> : null}
      {action}
    </div>
  );
}
