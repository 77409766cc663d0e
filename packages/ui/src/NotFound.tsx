import { handleNavigationClick } from './handleNavigationClick.ts';

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** E.g. "Page Not Found". */
  title: string;
  /** E.g. "Sorry, but the page you were trying to view does not exist." */
  text: string;
  homeLabel: string;
  homeHref: string;
  onNavigate?: (href: string) => void;
}

/** The unknown-route screen, with a way back home so a wrong address is never a dead end. */
export function NotFound({ title, text, homeLabel, homeHref, onNavigate }: NotFoundProps) {
  return (
    <div className="cc-state cc-state--not-found">
      <i className="cc-state__icon pi pi-map" aria-hidden="true" />
      <h1 className="cc-state__title">{title}</h1>
      <p className="cc-state__message">{text}</p>
      <a className="cc-link" href={homeHref} onClick={(event) => handleNavigationClick(event, homeHref, onNavigate)}>
        {homeLabel}
      </a>
    </div>
  );
}
