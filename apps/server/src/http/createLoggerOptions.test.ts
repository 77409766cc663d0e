import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLoggerOptions, redactUrl } from './createLoggerOptions.ts';

describe('redactUrl', () => {
  it('keeps the path and the parameter names, and only paging and format values', () => {
    expect(redactUrl('/callback?code=abc123&state=xyz')).toBe('/callback?code=%5Bredacted%5D&state=%5Bredacted%5D');
    expect(redactUrl('/lift_conference/?token=secret')).toBe('/lift_conference/?token=%5Bredacted%5D');
    expect(redactUrl('/api/user/patient?format=portal_search')).toBe('/api/user/patient?format=portal_search');
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/api/user/patient?format=portal_search&search=Margaret%20Johnson')).toBe(
      '/api/user/patient?format=portal_search&search=%5Bredacted%5D',
    );
    expect(redactUrl('/dev/outbox?recipient=a%40b.test&limit=5&offset=10&page=2')).toBe(
      '/dev/outbox?recipient=%5Bredacted%5D&limit=5&offset=10&page=2',
    );
  });
});

describe('createLoggerOptions', () => {
  it('hides a socket token that a plugin logs under its own key', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { log } = Fastify({ logger: createLoggerOptions({ logLevel: 'info' }, stream) });
    log.info({ path: '/no_such_socket/?token=eyJsecret' }, 'closed incoming websocket connection');
    log.info({ url: '/conference/voice?token=eyJsecret&x=1' }, 'request');
    expect(lines.join('')).not.toContain('eyJsecret');
    expect(lines.join('')).toContain('token=%5Bredacted%5D');
  });
});
