import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';
import { buildMultipart, createMp3Bytes, createWavBytes } from './questionnaireFixtures.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = Awaited<ReturnType<TestApp['signIn']>>;

async function upload(
  session: Session,
  file: { bytes: Uint8Array; name: string; type: string },
  field = 'recordingFile',
) {
  const { payload, headers } = await buildMultipart({ [field]: file });
  return session.inject({ method: 'POST', url: '/bot/questionnaire/recording', payload, headers });
}

const relative = (url: string) => url.replace('http://localhost:3000', '');

describe('POST /bot/questionnaire/recording', () => {
  it('accepts real MP3 (with and without an ID3 tag) and WAV bytes, and serves them back', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const files = [
      { bytes: createMp3Bytes(), name: 'greeting.mp3', type: 'audio/mpeg', format: 'mp3', contentType: 'audio/mpeg' },
      {
        bytes: createMp3Bytes({ id3: true }),
        name: 'tagged.mp3',
        type: 'audio/mpeg',
        format: 'mp3',
        contentType: 'audio/mpeg',
      },
      { bytes: createWavBytes(), name: 'tone.wav', type: 'audio/wav', format: 'wav', contentType: 'audio/wav' },
      // A browser that knows no type for the file sends octet-stream; the extension and the bytes decide.
      {
        bytes: createWavBytes(),
        name: 'tone.WAV',
        type: 'application/octet-stream',
        format: 'wav',
        contentType: 'audio/wav',
      },
    ];
    for (const file of files) {
      const response = await upload(admin, file);
      expect(response.statusCode, file.name).toBe(200);
      const { url, tempUrl } = response.json();
      expect(url).toMatch(new RegExp(`^http://localhost:3000/bot/recordings/[0-9a-f-]{36}\\.${file.format}$`));
      expect(tempUrl.startsWith(`${url}?expires=`)).toBe(true);
      const signed = await testApp.app.inject({ method: 'GET', url: relative(tempUrl) });
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe(file.contentType);
      expect(Buffer.compare(signed.rawPayload, Buffer.from(file.bytes))).toBe(0);
      const withToken = await admin.inject({ method: 'GET', url: relative(url) });
      expect(withToken.statusCode).toBe(200);
    }
  });

  it('refuses a .mp3 whose content is not audio, a file that is neither .mp3 nor .wav, and a missing file', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const fake = await upload(admin, {
      bytes: Buffer.from('<html>not audio</html>'),
      name: 'song.mp3',
      type: 'audio/mpeg',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'RECORDING_CONTENT_INVALID', error: 'song.mp3 is not MP3 or WAV audio' });
    const id3Only = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 2, 0, 0]),
      Buffer.from('MZ executable'),
    ]);
    expect((await upload(admin, { bytes: id3Only, name: 'tag.mp3', type: 'audio/mpeg' })).json().code).toBe(
      'RECORDING_CONTENT_INVALID',
    );
    const riffButNotWave = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00AVI LIST', 'latin1'), Buffer.alloc(32)]);
    expect((await upload(admin, { bytes: riffButNotWave, name: 'movie.wav', type: 'audio/wav' })).json().code).toBe(
      'RECORDING_CONTENT_INVALID',
    );
    const text = await upload(admin, { bytes: createMp3Bytes(), name: 'notes.txt', type: 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('RECORDING_TYPE_UNSUPPORTED');
    const wrongField = await upload(admin, { bytes: createMp3Bytes(), name: 'a.mp3', type: 'audio/mpeg' }, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'RECORDING_REQUIRED', error: 'Please upload a recording' });
    const json = await admin.inject({
      method: 'POST',
      url: '/bot/questionnaire/recording',
      payload: { recordingFile: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a recording over 10 MB', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const big = createMp3Bytes({ frames: Math.ceil((10 * 1024 * 1024 + 1) / 417) });
    const response = await upload(admin, { bytes: big, name: 'long.mp3', type: 'audio/mpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'RECORDING_TOO_LARGE',
      error: 'The recording must be at most 10 MB',
    });
  });
});

describe('signed recording addresses', () => {
  it('play without a token until they expire, and never once tampered with', async () => {
    let now = new Date('2026-03-02T09:00:00.000Z');
    const testApp = await createTestApp({ build: { now: () => now } });
    const admin = await testApp.signIn('admin@demo.test');
    const first = (await upload(admin, { bytes: createWavBytes(), name: 'a.wav', type: 'audio/wav' })).json();
    const second = (await upload(admin, { bytes: createMp3Bytes(), name: 'b.mp3', type: 'audio/mpeg' })).json();
    const url = new URL(first.tempUrl);
    const get = (path: string) => testApp.app.inject({ method: 'GET', url: path });
    expect((await get(relative(first.tempUrl))).statusCode).toBe(200);

    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const tampered = [
      `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${new URL(second.url).pathname}?expires=${expires}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?expires=soon&signature=${signature}`,
    ];
    for (const path of tampered) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code, path).toBe('RECORDING_URL_INVALID');
    }

    now = new Date(now.getTime() + 14 * 60 * 1000);
    expect((await get(relative(first.tempUrl))).statusCode).toBe(200);
    now = new Date(now.getTime() + 2 * 60 * 1000);
    const expired = await get(relative(first.tempUrl));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('RECORDING_URL_EXPIRED');
    const unsigned = await get(relative(first.url));
    expect(unsigned.statusCode).toBe(401);
  });
});
