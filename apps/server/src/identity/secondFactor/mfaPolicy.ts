const MINUTE_MS = 60_000;

/**
 * The second factor's limits in one place (the specification's and our decisions where it is silent), so routes, tests and the
 * README quote the same numbers.
 */
export const MFA_POLICY = {
  /** Digits of a one-time code. */
  codeDigits: 6,
  /** How long a code may be used (five minutes). */
  codeTtlMs: 5 * MINUTE_MS,
  /** Wrong codes that lock the factor. */
  maxWrongCodes: 5,
  /** How long a locked factor stays locked. */
  lockMs: 15 * MINUTE_MS,
  /** Wrong codes are forgotten after this long without a lock (a correct code forgets them at once). */
  wrongCodeMemoryMs: 24 * 60 * MINUTE_MS,
  /** Codes sent per user in {@link MFA_POLICY.sendWindowMs}. */
  maxCodesPerWindow: 10,
  sendWindowMs: 60 * MINUTE_MS,
  /** "Remember this device" (30 days). */
  rememberDeviceMs: 30 * 24 * 60 * MINUTE_MS,
  /** The longest a device is trusted without "remember": one working shift, even if the sign-in session lasts. */
  sessionTrustMaxMs: 12 * 60 * MINUTE_MS,
} as const;
