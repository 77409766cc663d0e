import { handleNavigationClick } from './handleNavigationClick.ts';

/** One entry of a {@link SideMenu}. */
export interface SideMenuItem {
  key: string;
  label: string;
  href: string;
  /** A primeicons class, e.g. `pi pi-phone`. */
  icon?: string;
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Accessible name of the navigation, e.g. "Client". */
  label: string;
  /** Only the items the user's settings allow; the portal filters them. */
  items: readonly SideMenuItem[];
  /** Key of the item for the current route. */
  activeKey?: string;
  onNavigate?: (href: string) => void;
}

/** The client layout's section navigation, marking the current section with `aria-current` rather than colour alone. */
export function SideMenu({ label, items, activeKey, onNavigate }: SideMenuProps) {
  return (
    <nav className="cc-side-menu" aria-label={label}>
      <ul className="cc-side-menu__list">
        {items.map((item) => (
          <li key={item.key}>
            <a
              className="cc-nav-link"
              href={item.href}
              aria-current={item.key === activeKey ? 'page' : undefined}
              onClick={(event) => handleNavigationClick(event, item.href, onNavigate)}
            >
              {item.icon ? <i className={item.icon} aria-hidden="true" /> : null}
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
