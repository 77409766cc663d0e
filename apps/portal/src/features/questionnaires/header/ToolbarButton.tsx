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
  /**
   * A shorter visible text, part of the label (e.g. "Edge" for "Add edge"), so the narrow editor column keeps its
   * tools on few rows; the full label stays the accessible name and the tooltip.
   */
  shortLabel?: string | undefined;
  /** A toggle's state (a panel shown or hidden), announced as pressed or not. */
  pressed?: boolean | undefined;
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
  shortLabel,
  pressed,
}: ToolbarButtonProps) {
  const variant = severity === 'primary' ? '' : ` p-button-${severity}`;
  const look = iconOnly ? ' p-button-icon-only p-button-text' : severity === 'primary' ? '' : ' p-button-outlined';
  const visible = iconOnly ? null : (shortLabel ?? label);
  const named = visible !== label;
  const button = (
    <button
      type="button"
      className={`p-button p-component p-button-sm cc-tool${variant}${look}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={named ? label : undefined}
      title={named ? label : undefined}
      aria-description={disabled ? reason : undefined}
      aria-pressed={pressed}
    >
      <i className={`${icon} p-button-icon${iconOnly ? '' : ' p-button-icon-left'}`} aria-hidden="true" />
      {visible === null ? null : <span className="p-button-label">{visible}</span>}
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
