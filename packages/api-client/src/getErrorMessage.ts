/**
 * The message shown for an unexpected error outside English, per interface language; any other
 * non-English locale gets the English sentence.
 */
export const GENERIC_ERROR_MESSAGES = {
  en: 'Sorry, an error has occurred. Please contact us with as many details as possible',
  ja: '申し訳ありません。エラーが発生しました。できるだけ詳しい状況を添えてお問い合わせください。',
} as const;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

function readText(source: unknown, key: string): string | undefined {
  if (!isRecord(source)) return undefined;
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The parsed error body an error carries: an `ApiError`'s `body`, or a `response.data` / `response.body`. */
function getResponseBody(error: Json): unknown {
  if (isRecord(error.body)) return error.body;
  const response = error.response;
  if (isRecord(response)) return isRecord(response.data) ? response.data : response.body;
  return undefined;
}

/** Whether a locale is an English one (`en`, `en-US`, ...). */
function isEnglishLocale(locale: string): boolean {
  return /^en(\b|[-_])/i.test(locale.trim()) || locale.trim() === '';
}

/**
 * The one place that turns an error into a sentence for people. In English: the response's `error`
 * field, else its `message`, else the error's message, else the status text, else the stack. In other locales a
 * polite generic sentence, because server texts are English only.
 */
export function getErrorMessage(error: unknown, locale: string): string {
  if (!isEnglishLocale(locale)) {
    return locale.toLowerCase().startsWith('ja') ? GENERIC_ERROR_MESSAGES.ja : GENERIC_ERROR_MESSAGES.en;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (!isRecord(error)) return GENERIC_ERROR_MESSAGES.en;
  const body = getResponseBody(error);
  const response = isRecord(error.response) ? error.response : undefined;
  return (
    readText(body, 'error') ??
    readText(body, 'message') ??
    readText(error, 'message') ??
    readText(error, 'statusText') ??
    readText(response, 'statusText') ??
    readText(error, 'stack') ??
    GENERIC_ERROR_MESSAGES.en
  );
}
