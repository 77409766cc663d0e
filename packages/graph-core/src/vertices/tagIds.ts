import { z } from 'zod';

/** Tag ids attached to a vertex (300 numeric, 50 day of week, and the organization's own). */
export const tagIdsSchema = z.array(z.number().int());
