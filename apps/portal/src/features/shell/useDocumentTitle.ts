import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { getRouteTitleKey } from './getRouteTitleKey.ts';

/** Sets the page title from the route after each navigation and language change. */
export function useDocumentTitle(): void {
  const [pathname] = useLocation();
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger, t reads it
  useEffect(() => {
    document.title = t(getRouteTitleKey(pathname));
  }, [pathname, t, i18n.language]);
}
