import { isReturnTargetExcluded } from './isReturnTargetExcluded.ts';

/**
 * A return target the portal may navigate to: a path on this origin (never `//host` or a full address, so a crafted
 * link cannot send a signed-in user elsewhere) that is not on the excluded list; null otherwise.
 */
export function sanitizeReturnTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const pathname = target.split(/[?#]/)[0] ?? target;
  return isReturnTargetExcluded(pathname) ? null : target;
}
