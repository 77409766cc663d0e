import type { VerifiedToken } from './createTokenVerifier.ts';

/** The signed-in user as handlers see it. */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: number;
  isLiftOperator: boolean;
  language: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  /** When a code sent to the phone was first typed back, or an admin entered it; null while it is only pending. */
  phoneVerifiedAt: Date | null;
  /** The IANA time zone the portal reported at sign-in; null until then. */
  timeZone: string | null;
  defaultOrganizationId: number | null;
}

/**
 * Who is calling, from which device, in which organization: what the auth hook establishes before a handler runs.
 * `organizationId` is null on second-factor (`mfa`) endpoints, which are not tied to an organization.
 */
export interface RequestAuth {
  user: AuthUser;
  deviceId: string;
  organizationId: number | null;
  accessibleOrganizationIds: number[];
  token: VerifiedToken;
}
