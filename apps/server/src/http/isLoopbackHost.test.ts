import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './isLoopbackHost.ts';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('takes %s for loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.5',
    '128.0.0.1',
    '::2',
    'fe80::1',
    '::ffff:192.168.1.20',
    'carecall.example.com',
    'localhost.example.com',
    'my-laptop',
  ])('takes %s for reachable from the network', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
