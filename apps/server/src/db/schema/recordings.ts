import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Uploaded recordings of recording vertices: who uploaded what for which organization, the format found by reading
 * the bytes (never the client's claim), and where the bytes are kept (`storage_key`, see `RecordingStorage`).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    uploadedBy: integer('uploaded_by'),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'mp3' | 'wav'>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recordings_organization_id_idx').on(table.organizationId)],
);
