/**
 * A name no other test (or earlier run against the same data) uses, so tests that create records through the shared
 * demo server never find one another's.
 */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}
