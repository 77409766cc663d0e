import { endpoints } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { clientListVersions } from '../db/schema/index.ts';
import { listPatientSearchRecords } from './listPatientSearchRecords.ts';

/** An organization's whole client list, encoded as the `patientsList` answer. */
export interface CachedClientList {
  /** `{"patients":[...]}`, checked against the endpoint's response schema when it was built. */
  body: Buffer;
  count: number;
}

/** The whole client list of an organization, rebuilt only when its clients changed or its date moved on. */
export interface ClientListCache {
  get(db: Db, organizationId: number, today: string): Promise<CachedClientList>;
}

/** How much the cache keeps; the least recently used organizations are dropped first. */
export interface ClientListCacheLimits {
  maxOrganizations?: number;
  maxBytes?: number;
}

interface Entry extends CachedClientList {
  version: number;
  today: string;
}

async function readVersion(db: Db, organizationId: number): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select version from ${clientListVersions} where organization_id = ${organizationId}`,
  );
  return row ? Number(row.version) : 0;
}

/**
 * Caches each organization's encoded client list. The home screen and the client search load the whole list on every
 * visit (10,000 clients are about 3 MB of JSON), while it changes far less often; building it costs one query plus
 * encoding, serving it again costs one primary-key read of the organization's change counter, which database
 * triggers raise on every change to clients, their phones or their tags (whichever instance or backend writes).
 * An entry is used only for the same counter and the same date (ages move at midnight in the organization's time
 * zone); concurrent misses share one build. One cache per app, so nothing outlives a test.
 */
export function createClientListCache({
  maxOrganizations = 50,
  maxBytes = 256 * 1024 * 1024,
}: ClientListCacheLimits = {}): ClientListCache {
  const entries = new Map<number, Entry>();
  const builds = new Map<string, Promise<Entry>>();

  const store = (organizationId: number, entry: Entry) => {
    const current = entries.get(organizationId);
    if (current && current.version > entry.version) return;
    entries.delete(organizationId);
    entries.set(organizationId, entry);
    let bytes = 0;
    for (const cached of entries.values()) bytes += cached.body.length;
    for (const [id, cached] of entries) {
      if (entries.size <= maxOrganizations && bytes <= maxBytes) break;
      entries.delete(id);
      bytes -= cached.body.length;
    }
  };

  const build = async (db: Db, organizationId: number, today: string, version: number): Promise<Entry> => {
    const patients = await listPatientSearchRecords(db, { organizationId, today });
    const answer = endpoints.patientsList.response.parse({ patients });
    return { body: Buffer.from(JSON.stringify(answer)), count: patients.length, version, today };
  };

  return {
    async get(db, organizationId, today) {
      const version = await readVersion(db, organizationId);
      const cached = entries.get(organizationId);
      if (cached && cached.version === version && cached.today === today) {
        entries.delete(organizationId);
        entries.set(organizationId, cached);
        return cached;
      }
      const key = `${organizationId}:${version}:${today}`;
      let pending = builds.get(key);
      if (!pending) {
        pending = build(db, organizationId, today, version).finally(() => builds.delete(key));
        builds.set(key, pending);
      }
      const entry = await pending;
      store(organizationId, entry);
      return entry;
    },
  };
}
