import { endpoints } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/**
 * `GET /api/admin/organization/:organizationId`: one organization the caller may act in, so a page opened with
 * `?organizationId=` can select it; open to every role. Any other id — another tree's, or none at all — answers 403
 * `ORGANIZATION_FORBIDDEN`, as the `organization-id` header does, so ids of other organizations cannot be probed.
 */
export function registerAdminGetOrganization(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminGetOrganization, async ({ params }, context) => {
    const { accessibleOrganizationIds } = context.requireAuth();
    const forbidden = () => new HttpError(403, 'ORGANIZATION_FORBIDDEN', 'You do not have access to this organization');
    if (!accessibleOrganizationIds.includes(params.organizationId)) throw forbidden();
    const [organization] = await context.services.db
      .select({ id: organizations.id, name: organizations.name, parent_id: organizations.parentId })
      .from(organizations)
      .where(eq(organizations.id, params.organizationId));
    if (!organization) throw forbidden();
    return { organizationId: organization.id, organization };
  });
}
