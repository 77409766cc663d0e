import type { MfaPhase } from '@carecall/api-client';
import { AUTH_PATHS } from '../authPaths.ts';

/** The multi-factor screen at a phase, with the masked phone the code went to when known. */
export function getMfaPhaseAddress(phase: MfaPhase, phoneNumber?: string | null): string {
  const search = new URLSearchParams({ phase });
  if (phoneNumber) search.set('phoneNumber', phoneNumber);
  return `${AUTH_PATHS.multiFactor}?${search.toString()}`;
}
