import type { SigninRedirectArgs } from 'oidc-client-ts';

/** What the sign-in redirect carries. */
export interface SignInRequestInput {
  /** Where to go after signing in; round-tripped in the state. */
  target: string;
  /** The stored interface language, so the provider's page speaks it. */
  locale: string;
  deviceId: string | null;
}

/** The state the portal round-trips through the identity provider. */
export interface SignInState {
  target: string;
}

/**
 * The arguments of the authorization redirect: the target in the state, the stored language as `ui_locales`, the
 * device id as `device_id`, and a forced `login` prompt so a shared computer never signs the next person in as the
 * previous one.
 */
export function buildSignInRequest({ target, locale, deviceId }: SignInRequestInput): SigninRedirectArgs {
  const state: SignInState = { target };
  return {
    state,
    prompt: 'login',
    ui_locales: locale,
    ...(deviceId ? { extraQueryParams: { device_id: deviceId } } : {}),
  };
}

/** Reads the target back from the state of a completed sign-in; null when absent or malformed. */
export function readSignInTarget(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const target = (state as Record<string, unknown>).target;
  return typeof target === 'string' ? target : null;
}
