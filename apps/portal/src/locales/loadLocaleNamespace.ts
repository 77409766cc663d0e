/** The texts of languages other than English, one chunk per language and namespace, fetched only by their users. */
const LOADERS = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./en/*.json'], { import: 'default' });

/** Loads one namespace of a language other than English from `src/locales/{locale}/{namespace}.json`. */
export async function loadLocaleNamespace(locale: string, namespace: string): Promise<Record<string, unknown>> {
  const load = LOADERS[`./${locale}/${namespace}.json`];
  if (!load) throw new Error(`No ${locale} texts for the ${namespace} namespace`);
  return load();
}
