import type { AppServices } from '../AppServices.ts';
import type { RequestAuth } from '../identity/RequestAuth.ts';
import { type AuditEntry, recordAudit } from './recordAudit.ts';

/** An audit entry whose who, where and when come from the request. */
export type CallerAuditEntry = Omit<AuditEntry, 'userId' | 'at'>;

/**
 * Records what the signed-in caller did: the user, the organization the request acts in (the user's default one on
 * second-factor requests, which act in none) and the app clock are filled in, so a route only names the action and
 * the client.
 */
export async function recordCallerAudit(
  services: Pick<AppServices, 'db' | 'now'>,
  auth: RequestAuth | null,
  entry: CallerAuditEntry,
): Promise<void> {
  await recordAudit(services.db, {
    ...entry,
    userId: auth?.user.id ?? null,
    organizationId:
      entry.organizationId !== undefined
        ? entry.organizationId
        : (auth?.organizationId ?? auth?.user.defaultOrganizationId),
    at: services.now(),
  });
}
