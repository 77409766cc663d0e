import type { ReactNode } from 'react';
import { handleNavigationClick } from './handleNavigationClick.ts';
import { type LanguageOption, UserMenu } from './UserMenu.tsx';

/** A link in the top menu (home, users). */
export interface TopMenuLink {
  key: string;
  label: string;
  href: string;
  /** A primeicons class, e.g. `pi pi-home`. */
  icon?: string;
  active?: boolean;
}

/** Props of {@link TopMenu}. */
export interface TopMenuProps {
  /** The configurable logo; it links home. */
  logo: { src: string; alt: string; href: string };
  /** Accessible name of the link navigation, e.g. "Main". */
  navigationLabel: string;
  /** Home, and users when the client-association setting is on: the portal decides which. */
  links: readonly TopMenuLink[];
  /** Usually an {@link OrganizationSelect}. */
  organizationSelect?: ReactNode;
  /** The client search; the portal leaves it out on the client list or when the setting is off. */
  search?: ReactNode;
  user: { name: string; initials?: string };
  languageLabel: string;
  languages: readonly LanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  logoutLabel: string;
  onLogout: () => void;
  /** Client-side navigation; links fall back to ordinary page loads without it. */
  onNavigate?: (href: string) => void;
}

/** The portal's top bar, taking every text, slot and action as props so the portal owns routing and translation. */
export function TopMenu({
  logo,
  navigationLabel,
  links,
  organizationSelect,
  search,
  user,
  languageLabel,
  languages,
  language,
  onLanguageChange,
  logoutLabel,
  onLogout,
  onNavigate,
}: TopMenuProps) {
  return (
    <div className="cc-top-menu">
      <a
        className="cc-top-menu__logo cc-nav-link"
        href={logo.href}
        onClick={(event) => handleNavigationClick(event, logo.href, onNavigate)}
      >
        <img src={logo.src} alt={logo.alt} />
      </a>
      {organizationSelect ? <div className="cc-top-menu__organization">{organizationSelect}</div> : null}
      {search ? <div className="cc-top-menu__search">{search}</div> : null}
      <nav className="cc-top-menu__nav" aria-label={navigationLabel}>
        <ul className="cc-top-menu__links">
          {links.map((link) => (
            <li key={link.key}>
              <a
                className="cc-nav-link"
                href={link.href}
                aria-current={link.active ? 'page' : undefined}
                onClick={(event) => handleNavigationClick(event, link.href, onNavigate)}
              >
                {link.icon ? <i className={link.icon} aria-hidden="true" /> : null}
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <UserMenu
        userName={user.name}
        initials={user.initials}
        languageLabel={languageLabel}
        languages={languages}
        language={language}
        onLanguageChange={onLanguageChange}
        logoutLabel={logoutLabel}
        onLogout={onLogout}
      />
    </div>
  );
}
