import { Skeleton } from 'primereact/skeleton';

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  /** What screen readers hear, e.g. "Loading clients". */
  label: string;
  /** Number of placeholder rows. */
  rows?: number;
  /** Adds a round placeholder before each row, as for client cards and activity entries. */
  avatar?: boolean;
}

/** Skeleton rows in the shape of the content to come, announced once as busy to assistive technology. */
export function LoadingState({ label, rows = 3, avatar = false }: LoadingStateProps) {
  return (
    <div className="cc-loading-state" role="status" aria-busy="true">
      <span className="cc-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders
        <div key={index} className="cc-loading-state__row" aria-hidden="true" data-testid="loading-row">
          {avatar ? <Skeleton shape="circle" size="2.5rem" /> : null}
          <Skeleton height="1.25rem" width={index % 2 === 0 ? '100%' : '80%'} />
        </div>
      ))}
    </div>
  );
}
