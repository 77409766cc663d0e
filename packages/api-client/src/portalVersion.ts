import { z } from 'zod';

/**
 * `/version.json`, which the portal's origin serves beside the app (not a backend call): polled every 10 minutes, a
 * changed version makes the portal reload.
 */
export const portalVersionSchema = z.looseObject({ version: z.string().min(1) });
export type PortalVersion = z.infer<typeof portalVersionSchema>;

/** How often the portal checks its version. */
export const VERSION_CHECK_INTERVAL_MS = 600_000;
