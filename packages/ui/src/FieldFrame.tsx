import type { ReactNode } from 'react';
import type { FieldIds } from './useFieldIds.ts';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** One message, or several when the field has parts (a phone's country and number). */
  error?: string | readonly string[];
  /** `inline` puts the label after the control (checkboxes, switches). */
  layout?: 'stacked' | 'inline';
  /** `fieldset` groups several controls under one legend (phone: country and number). */
  as?: 'div' | 'fieldset';
  className?: string;
}

/**
 * The one label, required-marker, hint and error layout every field shares, so a custom control in the portal can
 * look and announce itself like the packaged ones.
 */
export function FieldFrame({
  ids,
  label,
  children,
  required = false,
  disabled = false,
  hint,
  error,
  layout = 'stacked',
  as = 'div',
  className,
}: FieldFrameProps) {
  const errors = (typeof error === 'string' ? [error] : (error ?? [])).filter((message) => message !== '');
  const classes = [
    'cc-field',
    `cc-field--${layout}`,
    errors.length > 0 ? 'cc-field--invalid' : null,
    disabled ? 'cc-field--disabled' : null,
    className ?? null,
  ]
    .filter(Boolean)
    .join(' ');
  const marker = required ? (
    <span className="cc-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
  const messages = (
    <>
      {hint ? (
        <small id={ids.hintId} className="cc-field__hint">
          {hint}
        </small>
      ) : null}
      {errors.length > 0 ? (
        <div id={ids.errorId} className="cc-field__errors">
          {errors.map((message) => (
            <small key={message} className="cc-field__error">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              {message}
            </small>
          ))}
        </div>
      ) : null}
    </>
  );

  if (as === 'fieldset') {
    return (
      <fieldset className={classes} disabled={disabled}>
        <legend className="cc-field__label">
          {label}
          {marker}
        </legend>
        {children}
        {messages}
      </fieldset>
    );
  }

  const labelElement = (
    <label className="cc-field__label" htmlFor={ids.inputId}>
      {label}
      {marker}
    </label>
  );
  return (
    <div className={classes}>
      {layout === 'inline' ? (
        <div className="cc-field__row">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {messages}
    </div>
  );
}
