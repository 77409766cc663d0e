import { endpoints } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { normalizeNewUserPhone } from '../admin/normalizeNewUserPhone.ts';
import { sendUserInvitation } from '../admin/sendUserInvitation.ts';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import type { Db } from '../db/openDatabase.ts';
import { userOrganizations, users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../demo/demoAccounts.ts';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { hashPassword } from '../identity/passwordHash.ts';

const alreadyExists = () =>
  new HttpError(409, 'USER_ALREADY_EXISTS', 'user already exist', {
    fields: [{ path: 'email', message: 'A user with this e-mail already exists' }],
  });

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * `POST /api/admin/userWithEmail` (admins): creates an operator (role 101) in the selected organization, or in
 * `organization_id` when the admin may act there (else 403). The phone the admin enters is the phone on file, so the
 * new user's first sign-in texts a code to it. The account has no password of its own in production (the identity
 * provider signs them in, linked by e-mail on first sign-in); in demo mode it gets the demo password. Either way an
 * invitation e-mail goes out through the MessageSender. An existing e-mail (any case) answers 409
 * `USER_ALREADY_EXISTS`.
 */
export function registerAdminCreateUser(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminCreateUser, async ({ body }, context) => {
    const auth = context.requireAuth();
    const { services, request } = context;
    const organizationId = body.organization_id ?? auth.organizationId;
    if (organizationId === null || !auth.accessibleOrganizationIds.includes(organizationId)) {
      throw new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'You do not have access to this organization');
    }
    const phone = normalizeNewUserPhone(body.country_code, body.phone_number);
    const email = body.email.trim();
    const [existing] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (existing) throw alreadyExists();

    const now = services.now();
    const passwordHash = services.config.production ? null : await hashPassword(DEMO_PASSWORD);
    let created: { id: number; version: number } | undefined;
    try {
      created = await services.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(users)
          .values({
            email,
            firstName: body.first_name,
            lastName: body.last_name,
            passwordHash,
            role: 101,
            isLiftOperator: body.is_callcentre_agent,
            isEmergencyContact: body.is_emergency_contact,
            phoneCountryCode: phone.countryCode,
            phoneNumber: phone.number,
            phoneVerifiedAt: now,
            language: body.language,
            defaultOrganizationId: organizationId,
            createdAt: now,
            updatedAt: now,
            updatedBy: auth.user.id,
          })
          .returning({ id: users.id, version: users.version });
        if (!row) throw new Error('the new user was not stored');
        await tx.insert(userOrganizations).values({ userId: row.id, organizationId });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists();
      throw error;
    }

    await context.audit({
      action: AUDIT_ACTIONS.userCreated,
      organizationId,
      detail: { createdUserId: created.id, role: 101, isCallCentreAgent: body.is_callcentre_agent },
    });
    const invitationSent = await sendUserInvitation(
      services,
      {
        email,
        firstName: body.first_name,
        language: body.language,
        invitedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
      },
      request.log,
    );
    return {
      user: {
        user_id: created.id,
        first_name: body.first_name,
        last_name: body.last_name,
        email,
        role: 101,
        language: body.language,
        is_callcentre_agent: body.is_callcentre_agent,
        is_emergency_contact: body.is_emergency_contact,
        version: created.version,
      },
      invitationSent,
    };
  });
}
