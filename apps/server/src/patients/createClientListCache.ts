import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { endpoints } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import { createFreshReadBatcher } from '../cache/createFreshReadBatcher.ts';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import { clientListVersions } from '../db/schema/index.ts';
import { listPatientSearchRecords } from './listPatientSearchRecords.ts';

/** The content codings the list is kept in besides plain JSON, the browser's preference first. */
export const CLIENT_LIST_ENCODINGS = ['br', 'gzip'] as const;

/** A content coding of {@link CLIENT_LIST_ENCODINGS}. */
export type ClientListEncoding = (typeof CLIENT_LIST_ENCODINGS)[number];

/** An organization's whole client list, encoded as the `patientsList` answer. */
export interface CachedClientList {
  /** `{"patients":[...]}`, checked against the endpoint's response schema when it was built. */
  body: Buffer;
  /** The same bytes compressed once per build, so a request that accepts a coding costs no compression. */
  encoded: Readonly<Record<ClientListEncoding, Buffer>>;
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

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Brotli at quality 5 and gzip at level 6 shrink 10,000 search records (about 3 MB) to a tenth and less in tens of
 * milliseconds; brotli's default quality 11 would take seconds.
 */
async function compressList(body: Buffer): Promise<Record<ClientListEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    compressBrotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    compressGzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

function sizeOf(entry: CachedClientList): number {
  return entry.body.length + entry.encoded.br.length + entry.encoded.gzip.length;
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
 * zone); concurrent misses share one build. Concurrent requests share one counter read, never one that began before
 * they arrived (`createFreshReadBatcher`), so a change answered before a request is always in its list. One cache per
 * app, so nothing outlives a test.
 */
export function createClientListCache({
  maxOrganizations = 50,
  maxBytes = 256 * 1024 * 1024,
}: ClientListCacheLimits = {}): ClientListCache {
  const entries = new Map<number, Entry>();
  const builds = new Map<string, Promise<Entry>>();
  const readVersionBatched = createFreshReadBatcher<number, number>();

  const store = (organizationId: number, entry: Entry) => {
    const current = entries.get(organizationId);
    if (current && current.version > entry.version) return;
    entries.delete(organizationId);
    entries.set(organizationId, entry);
    let bytes = 0;
    for (const cached of entries.values()) bytes += sizeOf(cached);
    for (const [id, cached] of entries) {
      if (entries.size <= maxOrganizations && bytes <= maxBytes) break;
      entries.delete(id);
      bytes -= sizeOf(cached);
    }
  };

  const build = async (db: Db, organizationId: number, today: string, version: number): Promise<Entry> => {
    const patients = await listPatientSearchRecords(db, { organizationId, today });
    const answer = endpoints.patientsList.response.parse({ patients });
    const body = Buffer.from(JSON.stringify(answer));
    return { body, encoded: await compressList(body), count: patients.length, version, today };
  };

  return {
    async get(db, organizationId, today) {
      const version = await readVersionBatched(organizationId, () => readVersion(db, organizationId));
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
