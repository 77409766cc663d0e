/** Why a signed-in user still has to pass the second factor on this device. */
export type SecondFactorRequirement =
  | 'MFA_PHONE_NUMBER_REQUIRED'
  | 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED'
  | 'MFA_CODE_IS_REQUIRED';

/** The user facts the second factor's state depends on. */
export interface SecondFactorUser {
  phoneNumber: string | null;
  phoneVerifiedAt: Date | null;
}

/**
 * The state machine of the second factor for a device that is not trusted: no phone on file → the user
 * enters one (`MFA_PHONE_NUMBER_REQUIRED`); a phone entered but not yet confirmed by a code →
 * `MFA_PHONE_NUMBER_VERIFICATION_REQUIRED`; a confirmed phone → a code is texted to it (`MFA_CODE_IS_REQUIRED`).
 */
export function getSecondFactorRequirement(user: SecondFactorUser): SecondFactorRequirement {
  if (!user.phoneNumber) return 'MFA_PHONE_NUMBER_REQUIRED';
  if (!user.phoneVerifiedAt) return 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED';
  return 'MFA_CODE_IS_REQUIRED';
}
