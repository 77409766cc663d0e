import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link AuthPage}. */
export interface AuthPageProps {
  children: ReactNode;
  /** The card's heading; none for a bare spinner. */
  title?: string;
}

/**
 * The page around signing in (login, callback, the second factor): the product's logo over one centred card, since
 * no menu makes sense before the user is known.
 */
export function AuthPage({ children, title }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <main className="cc-auth-page" id="cc-main">
      <div className="cc-auth-card">
        <img className="cc-auth-card__logo" src="/logo.svg" alt={t('productName')} width={148} height={32} />
        {title ? <h1 className="cc-auth-card__title">{title}</h1> : null}
        {children}
      </div>
    </main>
  );
}
