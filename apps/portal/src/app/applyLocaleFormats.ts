import type { PortalLocale } from './portalLocales.ts';

/**
 * Makes dates and PrimeReact's built-in texts follow the interface language. Japanese formats load with the first use
 * of Japanese (dayjs's `ja` locale and PrimeReact's texts), so English users never download them.
 */
export async function applyLocaleFormats(locale: PortalLocale): Promise<void> {
  if (locale === 'ja') {
    const { registerJapaneseFormats } = await import('./registerJapaneseFormats.ts');
    registerJapaneseFormats();
  }
  const { locale: setPrimeReactLocale } = await import('primereact/api');
  setPrimeReactLocale(locale);
}
