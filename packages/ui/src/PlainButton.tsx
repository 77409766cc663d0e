import type { ButtonHTMLAttributes } from 'react';

/** How a `PlainButton` looks, in PrimeReact's own button classes. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  /** A primeicons class, e.g. `pi pi-refresh`. */
  icon?: string;
  severity?: 'secondary' | 'danger';
  outlined?: boolean;
}

/**
 * A native button dressed in PrimeReact's button classes. PrimeReact's `Button` brings its tooltip and ripple
 * modules along (about 9 KB gzipped), which the first download (sign-in, shell, client list) cannot afford.
 */
export function PlainButton({
  label,
  icon,
  severity,
  outlined,
  className,
  type = 'button',
  ...rest
}: PlainButtonProps) {
  const classes = ['p-button', 'p-component'];
  if (severity) classes.push(`p-button-${severity}`);
  if (outlined) classes.push('p-button-outlined');
  if (className) classes.push(className);
  return (
    <button type={type} className={classes.join(' ')} {...rest}>
      {icon ? <span className={`p-button-icon p-c p-button-icon-left ${icon}`} aria-hidden="true" /> : null}
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
