import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { endpoints } from '@carecall/api-client';
import { sql } from 'drizzle-orm';
import { createFreshReadBatcher } from '../cache/createFreshReadBatcher.ts';
import type { Database, Db } from '../db/openDatabase.ts';
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
  /**
   * The same bytes compressed once per build, so a request that accepts a coding costs no compression. Filled in the
   * background as each coding is ready: the first answers after a change go out plain rather than wait.
   */
  readonly encoded: Readonly<Partial<Record<ClientListEncoding, Buffer>>>;
  count: number;
}

/** Where the list is read: the query builder, and the database's count of issued statements. */
export interface ClientListSource {
  db: Db;
  database: Pick<Database, 'issuedStatements'>;
}

/** The whole client list of an organization, rebuilt only when its clients changed or its date moved on. */
export interface ClientListCache {
  get(source: ClientListSource, organizationId: number, today: string): Promise<CachedClientList>;
}

/** How much the cache keeps; the least recently used organizations are dropped first. */
export interface ClientListCacheLimits {
  maxOrganizations?: number;
  maxBytes?: number;
}

interface Entry extends CachedClientList {
  version: number;
  today: string;
  /** The database's statement count when the counter was last found unchanged with nothing else run meanwhile. */
  unchangedAt: number | null;
}

/** A read of the organization's change counter. */
interface VersionCheck {
  version: number;
  /** The statement count right after the read, when the read was the only statement issued meanwhile (PGlite). */
  unchangedAt: number | null;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * Compresses a list in one coding, off the main thread (zlib's thread pool). For 10,000 search records (2.8 MB of
 * JSON): brotli at quality 5 gives about 60 kB, gzip at level 6 about 150 kB, each in a fraction of a second; brotli's
 * default quality 11 would take the better part of a minute for 46 kB.
 */
function compressList(body: Buffer, encoding: ClientListEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return compressGzip(body, { level: 6 });
  return compressBrotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function sizeOf(entry: CachedClientList): number {
  return entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
}

async function readVersion(db: Db, organizationId: number): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select version from ${clientListVersions} where organization_id = ${organizationId}`,
  );
  return row ? Number(row.version) : 0;
}

async function checkVersion(source: ClientListSource, organizationId: number): Promise<VersionCheck> {
  const before = source.database.issuedStatements();
  const version = await readVersion(source.db, organizationId);
  const after = source.database.issuedStatements();
  return { version, unchangedAt: before !== null && after === before + 1 ? after : null };
}

/**
 * Caches each organization's encoded client list. The home screen and the client search load the whole list on every
 * visit (10,000 clients are about 3 MB of JSON), while it changes far less often; building it costs one query plus
 * encoding, serving it again costs one primary-key read of the organization's change counter, which database
 * triggers raise on every change to clients, their phones or their tags (whichever instance or backend writes).
 * An entry is used only for the same counter and the same date (ages move at midnight in the organization's time
 * zone); concurrent misses share one build. Concurrent requests share one counter read, never one that began before
 * they arrived (`createFreshReadBatcher`), so a change answered before a request is always in its list. On PGlite,
 * where this process is the only writer and statements run one at a time, the counter is not read again while no
 * statement at all has been issued since it was last found unchanged (`Database.issuedStatements`): a run of list
 * reads with nothing else in between costs no round trip. One cache per app, so nothing outlives a test.
 */
export function createClientListCache({
  maxOrganizations = 50,
  maxBytes = 256 * 1024 * 1024,
}: ClientListCacheLimits = {}): ClientListCache {
  const entries = new Map<number, Entry>();
  const builds = new Map<string, Promise<Entry>>();
  const checkVersionBatched = createFreshReadBatcher<number, VersionCheck>();

  const touch = (organizationId: number, entry: Entry) => {
    entries.delete(organizationId);
    entries.set(organizationId, entry);
    return entry;
  };

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
    const encoded: Partial<Record<ClientListEncoding, Buffer>> = {};
    for (const encoding of CLIENT_LIST_ENCODINGS) {
      // A coding that fails is simply never offered: the plain answer is always there.
      compressList(body, encoding).then(
        (compressed) => {
          encoded[encoding] = compressed;
        },
        () => {},
      );
    }
    return { body, encoded, count: patients.length, version, today, unchangedAt: null };
  };

  return {
    async get(source, organizationId, today) {
      const known = entries.get(organizationId);
      const issued = source.database.issuedStatements();
      if (known && known.today === today && issued !== null && known.unchangedAt === issued) {
        return touch(organizationId, known);
      }
      const { version, unchangedAt } = await checkVersionBatched(organizationId, () =>
        checkVersion(source, organizationId),
      );
      const cached = entries.get(organizationId);
      if (cached && cached.version === version && cached.today === today) {
        cached.unchangedAt = unchangedAt;
        return touch(organizationId, cached);
      }
      const key = `${organizationId}:${version}:${today}`;
      let pending = builds.get(key);
      if (!pending) {
        pending = build(source.db, organizationId, today, version).finally(() => builds.delete(key));
        builds.set(key, pending);
      }
      const entry = await pending;
      store(organizationId, entry);
      return entry;
    },
  };
}
