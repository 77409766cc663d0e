import type { Questionnaire } from '@carecall/graph-core';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { recordings } from '../db/schema/index.ts';
import { formatRecordingUrl, parseRecordingUrl } from '../recordings/formatRecordingUrl.ts';
import { loadRecordingUrlKey } from '../recordings/loadRecordingUrlKey.ts';
import { signRecordingUrl } from '../recordings/signRecordingUrl.ts';

/**
 * Gives every recording vertex that plays one of this server's recordings a fresh signed `tempUrl` (and its `url` on
 * this server's origin), so a document read now plays now. Only recordings of `ownerIds` (the reader's organization
 * and its ancestors) are signed: a document can never be used to obtain another organization's audio.
 */
export async function signDocumentRecordings(
  db: Db,
  document: Questionnaire,
  options: { ownerIds: readonly number[]; publicUrl: string; now: Date },
): Promise<Questionnaire> {
  const referenced = new Map<string, ReturnType<typeof parseRecordingUrl>>();
  for (const node of document.nodes) {
    if (!('recording' in node.value) || !node.value.recording.url) continue;
    const parsed = parseRecordingUrl(node.value.recording.url);
    if (parsed) referenced.set(parsed.id, parsed);
  }
  if (referenced.size === 0) return document;
  const rows = await db
    .select({ id: recordings.id, organizationId: recordings.organizationId, format: recordings.format })
    .from(recordings)
    .where(inArray(recordings.id, [...referenced.keys()]));
  const playable = new Map(
    rows.filter((row) => options.ownerIds.includes(row.organizationId)).map((row) => [row.id, row]),
  );
  if (playable.size === 0) return document;
  const key = await loadRecordingUrlKey(db);
  return {
    ...document,
    nodes: document.nodes.map((node) => {
      if (!('recording' in node.value) || !node.value.recording.url) return node;
      const parsed = parseRecordingUrl(node.value.recording.url);
      const row = parsed ? playable.get(parsed.id) : undefined;
      if (!row) return node;
      const recording = { id: row.id, format: row.format };
      const url = formatRecordingUrl(options.publicUrl, recording);
      const tempUrl = signRecordingUrl({ url, fileName: `${row.id}.${row.format}`, key, now: options.now });
      return { ...node, value: { ...node.value, recording: { ...node.value.recording, url, tempUrl } } };
    }),
  };
}
