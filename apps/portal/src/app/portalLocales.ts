/** The interface languages, English first as the default. */
export const PORTAL_LOCALES = ['en', 'ja'] as const;

/** One interface language. */
export type PortalLocale = (typeof PORTAL_LOCALES)[number];

/** The default interface language. */
export const DEFAULT_LOCALE: PortalLocale = 'en';

/** Whether a stored or requested value is an interface language the portal has texts for. */
export function isPortalLocale(value: unknown): value is PortalLocale {
  return typeof value === 'string' && (PORTAL_LOCALES as readonly string[]).includes(value);
}

/** The stored language, or English when none (or an unknown one) is stored. */
export function toPortalLocale(value: unknown): PortalLocale {
  return isPortalLocale(value) ? value : DEFAULT_LOCALE;
}
