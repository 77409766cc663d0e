import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a listening address is reachable from this machine only: an address in 127.0.0.0/8, `::1` (also written
 * out in full or IPv4-mapped, `::ffff:127.0.0.1`), or the name `localhost`. Any other name counts as reachable from
 * the network, since what it resolves to is not known here; so do the wildcard addresses `0.0.0.0` and `::`.
 */
export function isLoopbackHost(host: string): boolean {
  const family = isIP(host);
  if (family === 4) return loopback.check(host, 'ipv4');
  if (family === 6) return loopback.check(host, 'ipv6');
  return ['localhost', 'localhost.'].includes(host.toLowerCase());
}
