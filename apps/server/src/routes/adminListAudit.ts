import { endpoints } from '@carecall/api-client';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, users } from '../db/schema/index.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/**
 * `GET /api/admin/audit` (admins): the audit log of the organization the request acts in, newest first, by page,
 * narrowed by `action`, `userId` or `clientId`. Sign-in and second-factor events belong to the user's default
 * organization; client events to the organization the request acted in.
 */
export function registerAdminListAudit(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.adminListAudit, async ({ query }, context) => {
    const { organizationId } = context.requireAuth();
    const { db } = context.services;
    const { page, pageSize } = query;
    if (organizationId === null) return { entries: [], page, pageSize, total: 0 };
    const conditions: SQL[] = [eq(auditLog.organizationId, organizationId)];
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.userId !== undefined) conditions.push(eq(auditLog.userId, query.userId));
    if (query.clientId !== undefined) conditions.push(eq(auditLog.clientId, query.clientId));
    const where = and(...conditions);
    const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
    const rows = await db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        user_id: auditLog.userId,
        user_email: users.email,
        action: auditLog.action,
        organization_id: auditLog.organizationId,
        client_id: auditLog.clientId,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      page,
      pageSize,
      total: Number(totals?.total ?? 0),
    };
  });
}
