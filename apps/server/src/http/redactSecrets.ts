const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]{8,}/gi;
const KEY_VALUE =
  /\b(password|passwd|pwd|secret|client_secret|token|access_token|refresh_token|id_token|api[_-]?key|authorization|code|otp)\b(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;
const ONE_TIME_CODE = /(?<![\w.-])\d{6}(?![\w.-])/g;

/**
 * Removes what must never reach a log from free text written by a browser: tokens (JWTs, bearer and basic
 * credentials), `password=`/`token:`/`code=`-style values, and six-digit numbers, which may be one-time codes.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(JWT, '[redacted token]')
    .replace(BEARER, '$1 [redacted]')
    .replace(KEY_VALUE, '$1$2[redacted]')
    .replace(ONE_TIME_CODE, '[redacted code]');
}
