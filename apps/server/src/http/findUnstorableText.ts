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

/** A value still to look at, with the way back to the root so its path is built only when something is found. */
interface Pending {
  value: unknown;
  key: PropertyKey | null;
  parent: Pending | null;
  /** Set on a key that is itself unstorable: reported in its place among the values, not looked into. */
  keyProblem?: string;
}

function pathOf(pending: Pending): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Pending | null = pending; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}
/**
 * Every string (and object key) in a parsed request part that PostgreSQL would refuse or silently change: the NUL
 * character (`text` and `jsonb` refuse it) and lone UTF-16 surrogates (`jsonb` refuses them; `text` would store
 * U+FFFD instead, changing the data without telling). Paths are those of the request, so the answer names the field.
 * Walks without recursion and copies no path until it finds something: a body nested thousands deep costs a loop,
 * not the stack.
 */
export function findUnstorableText(value: unknown): UnstorableText[] {
  const found: UnstorableText[] = [];
  const stack: Pending[] = [{ value, key: null, parent: null }];
  for (let pending = stack.pop(); pending !== undefined; pending = stack.pop()) {
    if (pending.keyProblem !== undefined) {
      found.push({ path: pathOf(pending), message: `Field name: ${pending.keyProblem}` });
      continue;
    }
    const current = pending.value;
    if (typeof current === 'string') {
      const message = describeUnstorableText(current);
      if (message) found.push({ path: pathOf(pending), message });
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: pending });
      }
      continue;
    }
    const entries = Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      const keyProblem = describeUnstorableText(key);
      stack.push(
        keyProblem
          ? { value: undefined, key: toPathSegment(key), parent: pending, keyProblem }
          : { value: item, key, parent: pending },
      );
    }
  }
  return found;
}
