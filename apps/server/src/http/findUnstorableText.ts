/** A piece of request text the database cannot keep as it was sent, with where it was found. */
export interface UnstorableText {
  path: PropertyKey[];
  message: string;
}

/** The NUL character, which PostgreSQL `text` and `jsonb` refuse. */
const NUL = '\u0000';
/** A lone UTF-16 surrogate (paired ones form one code point and do not match in `u` mode). */
const LONE_SURROGATE = /\p{Cs}/u;

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';
export const LONE_SURROGATE_MESSAGE = 'Must be valid Unicode text: it contains an unpaired surrogate (U+D800–U+DFFF)';

/** Why a text cannot be stored, or null when it can. */
export function describeUnstorableText(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_MESSAGE : null;
}

/** A key as a path segment that can itself be shown and logged: offending characters written as `\uXXXX`. */
function toPathSegment(key: string): string {
  return Array.from(key, (character) =>
    character === NUL || LONE_SURROGATE.test(character)
      ? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`
      : character,
  ).join('');
}

/**
 * Every string (and object key) in a parsed request part that PostgreSQL would refuse or silently change: the NUL
 * character (`text` and `jsonb` refuse it) and lone UTF-16 surrogates (`jsonb` refuses them; `text` would store
 * U+FFFD instead, changing the data without telling). Paths are those of the request, so the answer names the field.
 */
export function findUnstorableText(value: unknown, path: PropertyKey[] = []): UnstorableText[] {
  if (typeof value === 'string') {
    const message = describeUnstorableText(value);
    return message ? [{ path, message }] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  const found: UnstorableText[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...findUnstorableText(item, [...path, index]));
    });
    return found;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = describeUnstorableText(key);
    if (keyMessage) found.push({ path: [...path, toPathSegment(key)], message: `Field name: ${keyMessage}` });
    else found.push(...findUnstorableText(item, [...path, key]));
  }
  return found;
}
