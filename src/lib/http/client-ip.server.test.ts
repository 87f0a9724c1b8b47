import { describe, expect, it } from 'vitest';
import { limitedNetwork, resolveClientIp } from '~/lib/http/client-ip.server.ts';
import { parseLimit } from '~/lib/http/rate-limit.server.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('client address behind proxies', () => {
  // [the peer, X-Forwarded-For, TRUSTED_PROXIES, the client address].
  it.each([
    // X-Forwarded-For counts only when the peer is a trusted proxy.
    ['85.105.1.2', '1.2.3.4', '', '85.105.1.2'],
    ['85.105.1.2', '1.2.3.4', '127.0.0.1', '85.105.1.2'],
    ['::ffff:85.105.1.2', null, '', '85.105.1.2'],
    // The right-most address not in the trusted list, so a client cannot choose its own.
    ['127.0.0.1', '85.105.1.2', '127.0.0.1', '85.105.1.2'],
    ['127.0.0.1', '6.6.6.6, 85.105.1.2', '127.0.0.1', '85.105.1.2'],
    ['::ffff:10.0.0.7', '6.6.6.6, 85.105.1.2, 10.0.0.5', '127.0.0.1, 10.0.0.0/8', '85.105.1.2'],
    ['::1', '2a02:ff0::1', '::1', '2a02:ff0::1'],
    ['127.0.0.1', '10.0.0.5', '127.0.0.1, 10.0.0.0/8', '10.0.0.5'],
  ])('peer %s, forwarded for %s, trusting %j: %s', (peer, forwarded, trusted, client) => {
    expect(resolveClientIp(peer, forwarded, trusted)).toBe(client);
  });

  it('refuses a trusted-proxy list it cannot read', () => {
    expect(() => resolveClientIp('127.0.0.1', 'x', 'localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('rate limits written as count/window', () => {
  itMapsEach('reads seconds, minutes and hours and refuses anything else', parseLimit, [
    ['10/10m', { max: 10, windowMs: 600_000 }],
    ['5 / 15m', { max: 5, windowMs: 900_000 }],
    ['100/1h', { max: 100, windowMs: 3_600_000 }],
    ['3/30s', { max: 3, windowMs: 30_000 }],
    ['10', null],
    ['10/10', null],
    ['0/1m', null],
    ['on/1m', null],
    ['10/1d', null],
  ]);
});

describe('the network a rate limit counts', () => {
  itMapsEach('is an IPv4 address itself and the /64 of an IPv6 address, however it is written', limitedNetwork, [
    ['85.105.1.2', '85.105.1.2'],
    ['2a02:ff0:12:34:aaaa::1', '2a02:ff0:12:34::/64'],
    ['2a02:0ff0:0012:0034:ffff:1:2:3', '2a02:ff0:12:34::/64'],
    ['2a02:ff0::1', '2a02:ff0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::1.2.3.4', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ]);
});
