/** Props of {@link ToolbarButton}. */
export interface ToolbarButtonProps {
  label: string;
  icon: string;
  onClick: () => void;
  disabled?: boolean;
  /** Why it is disabled; shown on hover and read by screen readers. */
  reason?: string | undefined;
  severity?: 'primary' | 'secondary' | 'danger';
  /** Shows only the icon (the label stays the accessible name). */
  iconOnly?: boolean;
}

/**
 * A button of the editor's action bar, styled like PrimeReact's without loading it: a disabled button carries its
 * reason in a wrapper's title, since disabled elements show no tooltip of their own.
 */
export function ToolbarButton({
  label,
  icon,
  onClick,
  disabled = false,
  reason,
  severity = 'secondary',
  iconOnly = false,
}: ToolbarButtonProps) {
  const variant = severity === 'primary' ? '' : ` p-button-${severity}`;
  const button = (
    <button
      type="button"
      className={`p-button p-component p-button-sm${variant}${iconOnly ? ' p-button-icon-only p-button-text' : ' p-button-outlined'}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      aria-description={disabled ? reason : undefined}
    >
      <i className={`${icon} p-button-icon${iconOnly ? '' : ' p-button-icon-left'}`} aria-hidden="true" />
      {iconOnly ? null : <span className="p-button-label">{label}</span>}
    </button>
  );
  return disabled && reason ? (
    <span className="cc-editor__disabled" title={reason}>
      {button}
    </span>
  ) : (
    button
  );
}
