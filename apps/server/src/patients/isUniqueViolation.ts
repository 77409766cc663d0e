/**
 * Whether a database error (or one it caused) is a unique-index violation (SQLSTATE 23505), on either driver: the
 * index that caught a concurrent duplicate turns into the same answer as the check before the write.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}
