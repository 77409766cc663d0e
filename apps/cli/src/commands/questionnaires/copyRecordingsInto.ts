import { endpoints, type QuestionnaireDocument } from '@carecall/api-client';
import { CliError } from '../../cliError.ts';
import type { RemoteClient } from './createRemoteClient.ts';

const RECORDING_PATH = /\/bot\/recordings\/[0-9a-f-]{36}\.(mp3|wav)$/;

/** The same address on the server the command talks to (a server's public origin may differ from `--server`). */
function onServer(client: RemoteClient, url: string): string | null {
  try {
    const parsed = new URL(url, client.remote.server);
    return RECORDING_PATH.test(parsed.pathname) ? `${client.remote.server}${parsed.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * Makes every recording of a copied document playable by the target organization: an address the target can already
 * play (its own or an ancestor's recording) stays; another is downloaded as the acting organization and uploaded
 * into the target, and the vertex gets the new address. Addresses of other servers are left as they are. Answers
 * the document and a note per uploaded recording.
 */
export async function copyRecordingsInto(
  client: RemoteClient,
  nodes: QuestionnaireDocument['nodes'],
  targetId: number,
): Promise<{ nodes: QuestionnaireDocument['nodes']; notes: string[] }> {
  const notes: string[] = [];
  const copied: QuestionnaireDocument['nodes'] = [];
  for (const node of nodes) {
    const url = 'recording' in node.value ? node.value.recording.url : undefined;
    const address = url ? onServer(client, url) : null;
    if (!('recording' in node.value) || !address) {
      copied.push(node);
      continue;
    }
    const asTarget = await client.fetchWithCredentials(address, targetId);
    await asTarget.body?.cancel();
    if (asTarget.ok) {
      copied.push(node);
      continue;
    }
    const download = await client.fetchWithCredentials(address);
    if (!download.ok) throw new CliError(`vertex ${node.v}: cannot read its recording ${url} (${download.status})`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const name = address.slice(address.lastIndexOf('/') + 1);
    const type = download.headers.get('content-type') ?? 'application/octet-stream';
    const uploaded = await client.call(
      endpoints.recordingsUpload,
      { body: { recordingFile: new File([bytes], name, { type }) } },
      targetId,
    );
    notes.push(`vertex ${node.v}: uploaded its recording into the target`);
    copied.push({ ...node, value: { ...node.value, recording: { ...node.value.recording, url: uploaded.url } } });
  }
  return { nodes: copied, notes };
}
