import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { loadOrganizationSettings } from '../settings/loadOrganizationSettings.ts';
import { resolveOrganizationSettings } from '../settings/resolveOrganizationSettings.ts';

/**
 * `GET /api/user/settings`: the feature settings of the organization the request acts in, with the contract's
 * defaults filled in, their `version` (0 while the organization has stored none), and `timezone`: the user's own
 * zone (from `updateUserTimeZone`), else the organization's, else UTC. Settings come from the per-organization cache,
 * so the portal's frequent reads cost no database round trip.
 */
export function registerSessionGetSettings(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionGetSettings, async (_input, context) => {
    const { user, organizationId } = context.requireAuth();
    const { db, settingsCache } = context.services;
    if (organizationId === null) return { ...resolveOrganizationSettings({}), version: 0 };
    const settings = await settingsCache.get(organizationId, () => loadOrganizationSettings(db, organizationId));
    // The settings were parsed with the contract's schema when cached and the zone is a stored string: the answer
    // is already valid, so it skips the second check on the way out (a tenth of this hot call's time).
    context.reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    return { ...settings, timezone: user.timeZone ?? settings.timezone };
  });
}
