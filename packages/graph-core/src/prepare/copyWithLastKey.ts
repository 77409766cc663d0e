/**
 * Makes plain objects (their prototype is `Object.prototype`, as a literal's is) that V8 lays out with every key
 * inside the object: a constructed object gets room for as many keys as the first ones built got, where `{}` has room
 * for four and keeps the rest in a second allocation.
 */
const PlainRecord = function PlainRecord() {} as unknown as new () => Record<string, unknown>;
PlainRecord.prototype = Object.prototype;

/**
 * A copy of a record with one more key, written last. It is built key by key: V8 gives a spread copy that then gets
 * a new key a layout several times larger, and on a large document the collector has to copy each of those around.
 */
export function copyWithLastKey<T extends object, K extends string, V>(record: T, key: K, value: V): T & Record<K, V> {
  const copy = new PlainRecord();
  for (const name in record) {
    if (!Object.hasOwn(record, name)) continue;
    const field = record[name];
    // Assigning `__proto__` would replace the copy's prototype instead of adding a key.
    if (name === '__proto__') Object.defineProperty(copy, name, { value: field, enumerable: true, writable: true });
    else copy[name] = field;
  }
  copy[key] = value;
  return copy as T & Record<K, V>;
}
