import { readFile } from 'node:fs/promises';
import { formatQuestionnaire, lintQuestionnaire } from '@carecall/graph-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCliSandbox } from '../../testing/useCliSandbox.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const { run, path: file, write } = useCliSandbox('carecall-cli-questionnaires-');

let server: TestServer;
let admin: string[];
let northAdmin: string[];
let care: number;
let north: number;

interface Entry {
  id: number;
  name: string;
  organization_id: number;
}

async function listAs(credentials: string[], organizationId?: number): Promise<Entry[]> {
  const args = ['questionnaires', 'list', '--format', 'json', ...credentials];
  const result = await run(organizationId === undefined ? args : [...args, '--org', String(organizationId)]);
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

async function idOf(name: string, credentials = admin): Promise<number> {
  const found = (await listAs(credentials)).find((entry) => entry.name === name);
  if (!found) throw new Error(`no questionnaire ${name}`);
  return found.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@demo.test');
  northAdmin = await server.signIn('north-admin@demo.test');
  care = await server.organizationId('Demo Care');
  north = await server.organizationId('Demo Care North');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('carecall questionnaires list', () => {
  it('prints a table of id, name, language, type and archived', async () => {
    const result = await run(['questionnaires', 'list', ...admin]);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header?.split(/\s{2,}/)).toEqual(['id', 'name', 'language', 'type', 'archived']);
    expect(
      rows
        .find((row) => row.includes('Weekly check-in'))
        ?.split(/\s{2,}/)
        .slice(1),
    ).toEqual(['Weekly check-in', 'en-US', 'none', 'no']);
    expect(rows.find((row) => row.includes('Flu season outreach 2025'))).toMatch(/yes$/);
  });

  it('prints the server’s list items as JSON, for the organization of --org', async () => {
    const asNorth = await listAs(admin, north);
    expect(asNorth.find((entry) => entry.name === 'North welcome call')).toMatchObject({ organization_id: north });
    expect(asNorth.find((entry) => entry.name === 'Weekly check-in')).toMatchObject({
      organization_id: care,
      read_only: true,
    });
  });

  it('reads the server, token, device and organization from the environment', async () => {
    vi.stubEnv('CARECALL_SERVER', server.url);
    vi.stubEnv('CARECALL_TOKEN', admin[3] ?? '');
    vi.stubEnv('CARECALL_DEVICE_ID', admin[5] ?? '');
    vi.stubEnv('CARECALL_ORG', String(north));
    try {
      const result = await run(['questionnaires', 'list', '--format', 'json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).map((entry: Entry) => entry.name)).toContain('North welcome call');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('carecall questionnaires pull', () => {
  it('writes the canonical file with its version, without read state or expiring addresses', async () => {
    const id = await idOf('Weekly check-in');
    const result = await run(['questionnaires', 'pull', String(id), '-o', file('weekly.json'), ...admin]);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    const text = await readFile(file('weekly.json'), 'utf8');
    const document = JSON.parse(text);
    expect(formatQuestionnaire(document)).toBe(text);
    expect(document).toMatchObject({ id, version: 1, questionnaire_name: 'Weekly check-in' });
    expect(document).not.toHaveProperty('read_only');
    expect(text).not.toContain('tempUrl');
    expect(lintQuestionnaire(document)).toEqual([]);
    const toStdout = await run(['questionnaires', 'pull', String(id), ...admin]);
    expect(toStdout.stdout).toBe(text);
  });
});

describe('carecall questionnaires push', () => {
  it('refuses a file with lint errors before uploading anything, printing the diagnostics (exit 1)', async () => {
    const before = await listAs(admin);
    const broken = {
      id: -1,
      questionnaire_name: 'Broken',
      starting_node: 'auto_generated_9',
      nodes: [{ v: 'auto_generated_1', value: { say: { message: '' } } }],
      edges: [],
    };
    await write('broken.json', JSON.stringify(broken));
    const result = await run(['questionnaires', 'push', file('broken.json'), ...admin]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      `${file('broken.json')}: error: the starting vertex "auto_generated_9" does not exist [missing-start]`,
    );
    expect(result.stderr).toContain('[vertex-text]');
    expect(result.stderr).toContain('not uploaded');
    expect(await listAs(admin)).toEqual(before);
  });

  it('refuses unknown parameters against the server’s keys', async () => {
    const unknown = {
      id: -1,
      questionnaire_name: 'Unknown parameter',
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      nodes: [{ v: 'auto_generated_1', value: { say: { message: 'Hello {nickname}.' } } }],
      edges: [],
    };
    await write('unknown.json', JSON.stringify(unknown));
    const result = await run(['questionnaires', 'push', file('unknown.json'), ...admin]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('[unknown-parameter]');
  });

  it('creates a new questionnaire and prints its id, then replaces it from the pulled file', async () => {
    const created = {
      id: -1,
      questionnaire_name: 'Pushed from the CLI',
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      nodes: [{ v: 'auto_generated_1', value: { say: { message: 'Hello {first_name}.' } } }],
      edges: [],
    };
    await write('new.json', JSON.stringify(created));
    const pushed = await run(['questionnaires', 'push', file('new.json'), ...admin]);
    expect(pushed.code).toBe(0);
    const id = Number(pushed.stdout.trim());
    expect(pushed.stdout).toBe(`${id}\n`);
    expect(await idOf('Pushed from the CLI')).toBe(id);

    await run(['questionnaires', 'pull', String(id), '-o', file('pulled.json'), ...admin]);
    const pulled = JSON.parse(await readFile(file('pulled.json'), 'utf8'));
    await write('pulled.json', JSON.stringify({ ...pulled, questionnaire_name: 'Renamed from the CLI' }));
    const replaced = await run(['questionnaires', 'push', file('pulled.json'), ...admin]);
    expect(replaced).toMatchObject({ code: 0, stdout: `${id}\n` });
    expect(replaced.stderr).toContain('version 2');

    const stale = await run(['questionnaires', 'push', file('pulled.json'), ...admin]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(/^carecall: .*changed meanwhile.*\(409 QUESTIONNAIRE_VERSION_CONFLICT\)\n$/);
  });
});

describe('carecall questionnaires copy', () => {
  it('copies into another organization as a new questionnaire, keeping the references the target can use', async () => {
    const frame = await idOf('Monthly wellness call');
    const result = await run([
      'questionnaires',
      'copy',
      String(frame),
      '--to-org',
      String(north),
      '--name',
      'North monthly call',
      ...admin,
    ]);
    expect(result.code).toBe(0);
    const copyId = Number(result.stdout.trim());
    expect(copyId).not.toBe(frame);
    const response = await server.request(`/bot/questionnaire/${copyId}`, northAdmin);
    const copy = (await response.json()) as Record<string, unknown> & { sub_questionnaires: unknown[] };
    expect(copy).toMatchObject({ organization_id: north, questionnaire_name: 'North monthly call', version: 1 });
    expect(copy.sub_questionnaires).toHaveLength(4);
  });

  it('uploads recordings the target cannot play, and refuses a copy whose sub-questionnaire the target cannot see', async () => {
    const form = new FormData();
    const wav = Buffer.alloc(44 + 800);
    wav.write('RIFF', 0, 'ascii');
    wav.writeUInt32LE(36 + 800, 4);
    wav.write('WAVEfmt ', 8, 'ascii');
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(8000, 24);
    wav.writeUInt32LE(16000, 28);
    wav.writeUInt16LE(2, 32);
    wav.writeUInt16LE(16, 34);
    wav.write('data', 36, 'ascii');
    wav.writeUInt32LE(800, 40);
    form.append('recordingFile', new File([wav], 'north.wav', { type: 'audio/wav' }));
    const upload = await server.request('/bot/questionnaire/recording', northAdmin, { method: 'POST', body: form });
    const { url } = (await upload.json()) as { url: string };
    const withRecording = {
      id: -1,
      questionnaire_name: 'North greeting',
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      nodes: [{ v: 'auto_generated_1', value: { recording: { name: 'greeting', url, transcription: 'Welcome.' } } }],
      edges: [],
    };
    await write('north-greeting.json', JSON.stringify(withRecording));
    const pushed = await run(['questionnaires', 'push', file('north-greeting.json'), ...northAdmin]);
    expect(pushed.code).toBe(0);
    const northId = Number(pushed.stdout.trim());

    const copied = await run([
      'questionnaires',
      'copy',
      String(northId),
      '--to-org',
      String(care),
      '--org',
      String(north),
      ...admin,
    ]);
    expect(copied.code).toBe(0);
    expect(copied.stderr).toContain('uploaded its recording into the target');
    const copy = (await (await server.request(`/bot/questionnaire/${copied.stdout.trim()}`, admin)).json()) as {
      nodes: { value: { recording: { url: string; tempUrl: string } } }[];
      organization_id: number;
    };
    expect(copy.organization_id).toBe(care);
    const copiedUrl = copy.nodes[0]?.value.recording.url ?? '';
    expect(copiedUrl).not.toBe(url);
    expect((await fetch(copy.nodes[0]?.value.recording.tempUrl ?? '')).status).toBe(200);

    const sub = {
      id: -1,
      questionnaire_name: 'North sub',
      type: 'embedded',
      isSubQuestionnaire: true,
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      nodes: [{ v: 'auto_generated_1', value: { say: { message: 'A North step.' } } }],
      edges: [],
    };
    await write('north-sub.json', JSON.stringify(sub));
    const subId = Number((await run(['questionnaires', 'push', file('north-sub.json'), ...northAdmin])).stdout.trim());
    const frame = {
      id: -1,
      questionnaire_name: 'North frame',
      starting_node: 'auto_generated_1',
      complete_node: ['auto_generated_1'],
      sub_questionnaires: [{ questionnaireId: subId, questionnaireName: 'North sub' }],
      nodes: [
        { v: 'auto_generated_1', value: { say: { message: 'Hello.' } } },
        { v: 'auto_generated_2', value: { embedded: { questionnaireId: subId, questionnaireName: 'North sub' } } },
      ],
      edges: [{ v: 'auto_generated_1', w: 'auto_generated_2', name: '0', value: [] }],
    };
    await write('north-frame.json', JSON.stringify(frame));
    const frameId = (await run(['questionnaires', 'push', file('north-frame.json'), ...northAdmin])).stdout.trim();
    const before = await listAs(admin);
    const refused = await run([
      'questionnaires',
      'copy',
      frameId,
      '--to-org',
      String(care),
      '--org',
      String(north),
      ...admin,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`copy: dropped sub-questionnaire ${subId} (North sub)`);
    expect(refused.stderr).toContain('questionnaire');
    expect(refused.stderr).toContain('vertex auto_generated_2: error:');
    expect(await listAs(admin)).toEqual(before);
  });
});

describe('failures', () => {
  it('are one clear line with exit 2: unreachable server, refused token, forbidden organization, unknown id', async () => {
    const unreachable = await run([
      'questionnaires',
      'list',
      '--server',
      'http://127.0.0.1:9',
      '--token',
      't',
      '--device-id',
      'd',
    ]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(/^carecall: cannot reach the server at http:\/\/127\.0\.0\.1:9 \(.+\)\n$/);

    const badToken = await run([
      'questionnaires',
      'list',
      '--server',
      server.url,
      '--token',
      'nope',
      '--device-id',
      'd',
    ]);
    expect(badToken.code).toBe(2);
    expect(badToken.stderr).toMatch(/^carecall: the server refused the token: .* \(401 UNAUTHORIZED\)\n$/);

    const forbidden = await run(['questionnaires', 'list', ...northAdmin, '--org', String(care)]);
    expect(forbidden.code).toBe(2);
    expect(forbidden.stderr).toMatch(/\(403 ORGANIZATION_FORBIDDEN\)\n$/);
    expect(forbidden.stderr.split('\n')).toHaveLength(2);

    const missing = await run(['questionnaires', 'pull', '999999', ...admin]);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe('carecall: Questionnaire 999999 was not found (404 QUESTIONNAIRE_NOT_FOUND)\n');

    const readOnly = await run(['questionnaires', 'push', file('weekly.json'), ...northAdmin]);
    expect(readOnly.code).toBe(2);
    expect(readOnly.stderr).toContain('(403 QUESTIONNAIRE_READ_ONLY)');
  });

  it('are usage errors before anything is sent: no token, no device, a bad organization or server', async () => {
    vi.stubEnv('CARECALL_TOKEN', '');
    vi.stubEnv('CARECALL_DEVICE_ID', '');
    try {
      expect((await run(['questionnaires', 'list', '--server', server.url])).stderr).toBe(
        'carecall: no access token: pass --token or set CARECALL_TOKEN\n',
      );
      expect((await run(['questionnaires', 'list', '--token', 't'])).code).toBe(2);
      expect((await run(['questionnaires', 'list', ...admin, '--org', 'north'])).stderr).toContain('--org must be');
      expect(
        (await run(['questionnaires', 'list', '--server', 'ftp://x', '--token', 't', '--device-id', 'd'])).code,
      ).toBe(2);
      expect((await run(['questionnaires', 'copy', '1', ...admin])).code).toBe(2);
      expect((await run(['questionnaires', 'push', file('missing.json'), ...admin])).stderr).toContain('no such file');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
