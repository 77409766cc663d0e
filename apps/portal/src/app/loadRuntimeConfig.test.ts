import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../test/renderPortal.tsx';
import { loadRuntimeConfig, parseRuntimeConfig } from './loadRuntimeConfig.ts';

describe('parseRuntimeConfig', () => {
  it('reads the server /config.json', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(TEST_CONFIG)))).toEqual(TEST_CONFIG);
  });

  it('names the field that is wrong', () => {
    const broken = { ...TEST_CONFIG, identity: { ...TEST_CONFIG.identity, issuer: '' } };
    expect(() => parseRuntimeConfig(broken)).toThrow('/config.json: identity.issuer must be a non-empty string');
    expect(() => parseRuntimeConfig([])).toThrow('/config.json: the document must be an object');
  });

  it('uses the local voice adapter unless the server names another, and refuses an unknown one', () => {
    const { voice: _voice, ...withoutVoice } = TEST_CONFIG;
    expect(parseRuntimeConfig(withoutVoice).voice).toEqual({ provider: 'local', devPhone: false });
    expect(parseRuntimeConfig({ ...TEST_CONFIG, voice: { provider: 'twilio' } }).voice).toEqual({
      provider: 'twilio',
      devPhone: false,
    });
    expect(() => parseRuntimeConfig({ ...TEST_CONFIG, voice: { provider: 'skype' } })).toThrow(
      '/config.json: voice.provider must be "twilio" or "local"',
    );
  });

  it('takes an empty logo as none', () => {
    expect(parseRuntimeConfig({ ...TEST_CONFIG, logo: '' }).logo).toBeNull();
  });
});

describe('loadRuntimeConfig', () => {
  it('fails when the server does not answer it', async () => {
    const fetchNotFound: typeof fetch = async () => new Response('{}', { status: 404 });
    await expect(loadRuntimeConfig(fetchNotFound)).rejects.toThrow('/config.json answered 404');
  });
});
