import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../AppServices.ts';
import { describeUnstorableText } from '../http/findUnstorableText.ts';
import { HttpError } from '../http/HttpError.ts';
import { checkSecondFactor } from './checkSecondFactor.ts';
import type { SecondFactorRequirement } from './getSecondFactorRequirement.ts';
import { listAccessibleOrganizationIds } from './listAccessibleOrganizationIds.ts';
import { maskPhoneNumber } from './maskPhoneNumber.ts';
import type { RequestAuth } from './RequestAuth.ts';
import { resolveTokenUser } from './resolveTokenUser.ts';
import { getTokenSessionId } from './secondFactor/getTokenSessionId.ts';

const SECOND_FACTOR_MESSAGES: Record<SecondFactorRequirement, string> = {
  MFA_PHONE_NUMBER_REQUIRED: 'Add a phone number to receive a verification code',
  MFA_PHONE_NUMBER_VERIFICATION_REQUIRED: 'Confirm your phone number with the code sent to it',
  MFA_CODE_IS_REQUIRED: 'Enter the verification code sent to you to use this device',
};

/** What an endpoint demands of its caller (endpoint.ts `auth` and `minRole`). */
export interface AuthRequirement {
  auth: 'mfa' | 'user';
  minRole?: number;
}

function readBearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match?.[1]) throw new HttpError(401, 'UNAUTHORIZED', 'Sign-in required: send Authorization: Bearer <token>');
  return match[1];
}

function readHeader(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

function parseOrganizationId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) {
    throw new HttpError(400, 'INVALID_ORGANIZATION_ID', 'The organization-id header must be an organization id');
  }
  return Number(raw);
}

/**
 * Establishes who calls an endpoint, or answers with the first failing rule, in this order: no or bad token → 401;
 * unknown user → 401; no device id → 400; device that has not passed the second factor → 401 with an MFA code
 * (`user` endpoints only); role below the endpoint's minimum → 403; organization not one the user may act in → 403.
 * Without an `organization-id` header the user's default organization is used.
 */
export async function authenticateRequest(
  request: FastifyRequest,
  requirement: AuthRequirement,
  services: AppServices,
): Promise<RequestAuth> {
  const { user, token } = await resolveTokenUser(services, readBearerToken(request));
  const deviceId = readHeader(request, 'device-id');
  // The id is looked up in the database: text it cannot store is no id of a device (only `inject` can send a NUL).
  if (!deviceId || deviceId.length > 200 || describeUnstorableText(deviceId)) {
    throw new HttpError(400, 'DEVICE_ID_REQUIRED', 'The device-id header is required (GET /api/generateDeviceId)');
  }

  if (requirement.auth === 'user') {
    const secondFactor = await checkSecondFactor(services, user, deviceId, getTokenSessionId(token));
    if (secondFactor) {
      const message = SECOND_FACTOR_MESSAGES[secondFactor];
      const extra =
        user.phoneCountryCode && user.phoneNumber
          ? { phoneNumber: maskPhoneNumber(user.phoneCountryCode, user.phoneNumber) }
          : {};
      throw new HttpError(401, secondFactor, message, extra);
    }
  }
  if (requirement.minRole !== undefined && user.role < requirement.minRole) {
    throw new HttpError(403, 'FORBIDDEN', 'Your role does not allow this action');
  }

  const accessibleOrganizationIds = await services.authCache.getOrganizationIds(user.id, () =>
    listAccessibleOrganizationIds(services.db, user),
  );
  if (requirement.auth === 'mfa') {
    return { user, deviceId, organizationId: null, accessibleOrganizationIds, token };
  }
  const requested = readHeader(request, 'organization-id');
  const fallback =
    user.defaultOrganizationId !== null && accessibleOrganizationIds.includes(user.defaultOrganizationId)
      ? user.defaultOrganizationId
      : (accessibleOrganizationIds[0] ?? null);
  const organizationId = requested ? parseOrganizationId(requested) : fallback;
  if (organizationId === null || !accessibleOrganizationIds.includes(organizationId)) {
    throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'You do not have access to this organization');
  }
  return { user, deviceId, organizationId, accessibleOrganizationIds, token };
}
