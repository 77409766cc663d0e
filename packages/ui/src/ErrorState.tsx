import { PlainButton } from './PlainButton.tsx';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** E.g. "Sorry, we couldn't load your patient list". */
  message: string;
  title?: string;
  /** The retry button appears when both this and `onRetry` are given. */
  retryLabel?: string;
  onRetry?: () => void;
}

/** A failed load in place of the content, announced as an alert and offering a retry when one makes sense. */
export function ErrorState({ message, title, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div className="cc-state cc-state--error" role="alert">
      <i className="cc-state__icon pi pi-exclamation-circle" aria-hidden="true" />
      {title ? <h2 className="cc-state__title">{title}</h2> : null}
      <p className="cc-state__message">{message}</p>
      {retryLabel && onRetry ? (
        <PlainButton icon="pi pi-refresh" label={retryLabel} outlined onClick={onRetry} />
      ) : null}
    </div>
  );
}
