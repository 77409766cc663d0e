import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useId, useRef, useState } from 'react';
import { PlainButton } from './PlainButton.tsx';

/** One interface language offered in the user menu. */
export interface LanguageOption {
  /** Language code the portal understands, e.g. `en`, `ja`. */
  code: string;
  /** The language's name as shown, ideally in that language ("English", "日本語"). */
  label: string;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  userName: string;
  /** Shown in the avatar; the first letters of the name's words when absent. */
  initials?: string;
  languageLabel: string;
  languages: readonly LanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  logoutLabel: string;
  onLogout: () => void;
}

function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * The signed-in user's disclosure menu (language switch and logout). A disclosure of ordinary controls rather than
 * an ARIA menu, so radio buttons and Tab work as everywhere else.
 */
export function UserMenu({
  userName,
  initials,
  languageLabel,
  languages,
  language,
  onLanguageChange,
  logoutLabel,
  onLogout,
}: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the disclosure closes it
    <div
      className="cc-user-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="cc-user-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className="cc-avatar" aria-hidden="true">
          {initials ?? getInitials(userName)}
        </span>
        <span>{userName}</span>
        <i className={open ? 'pi pi-angle-up' : 'pi pi-angle-down'} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className="cc-user-menu__panel">
          <fieldset className="cc-user-menu__languages">
            <legend>{languageLabel}</legend>
            {languages.map((option) => {
              const inputId = `${baseId}-language-${option.code}`;
              return (
                <div key={option.code} className="cc-user-menu__language">
                  <RadioButton
                    inputId={inputId}
                    name={`${baseId}-language`}
                    value={option.code}
                    checked={option.code === language}
                    onChange={() => onLanguageChange(option.code)}
                  />
                  <label htmlFor={inputId} lang={option.code}>
                    {option.label}
                  </label>
                </div>
              );
            })}
          </fieldset>
          <PlainButton
            className="cc-user-menu__logout"
            icon="pi pi-sign-out"
            label={logoutLabel}
            severity="secondary"
            outlined
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
