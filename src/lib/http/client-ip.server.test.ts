import { describe, expect, it } from 'vitest';
import { limitedNetwork, resolveClientIp } from '~/lib/http/client-ip.server.ts';
import { parseLimit } from '~/lib/http/rate-limit.server.ts';

describe('client address behind proxies', () => {
  it('ignores X-Forwarded-For unless the peer is a trusted proxy', () => {
    expect(resolveClientIp('85.105.1.2', '1.2.3.4', '')).toBe('85.105.1.2');
    expect(resolveClientIp('85.105.1.2', '1.2.3.4', '127.0.0.1')).toBe('85.105.1.2');
    expect(resolveClientIp('::ffff:85.105.1.2', null, '')).toBe('85.105.1.2');
  });

  it('takes the right-most address not in the trusted list, so a client cannot choose its own', () => {
    expect(resolveClientIp('127.0.0.1', '85.105.1.2', '127.0.0.1')).toBe('85.105.1.2');
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 85.105.1.2', '127.0.0.1')).toBe('85.105.1.2');
    expect(resolveClientIp('::ffff:10.0.0.7', '6.6.6.6, 85.105.1.2, 10.0.0.5', '127.0.0.1, 10.0.0.0/8')).toBe(
      '85.105.1.2',
    );
    expect(resolveClientIp('::1', '2a02:ff0::1', '::1')).toBe('2a02:ff0::1');
    expect(resolveClientIp('127.0.0.1', '10.0.0.5', '127.0.0.1, 10.0.0.0/8')).toBe('10.0.0.5');
  });

  it('refuses a trusted-proxy list it cannot read', () => {
    expect(() => resolveClientIp('127.0.0.1', 'x', 'localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('rate limits written as count/window', () => {
  it('reads seconds, minutes and hours and refuses anything else', () => {
    expect(parseLimit('10/10m')).toEqual({ max: 10, windowMs: 600_000 });
    expect(parseLimit('5 / 15m')).toEqual({ max: 5, windowMs: 900_000 });
    expect(parseLimit('100/1h')).toEqual({ max: 100, windowMs: 3_600_000 });
    expect(parseLimit('3/30s')).toEqual({ max: 3, windowMs: 30_000 });
    for (const bad of ['10', '10/10', '0/1m', 'on/1m', '10/1d']) expect(parseLimit(bad), bad).toBeNull();
  });
});

describe('the network a rate limit counts', () => {
  it('is an IPv4 address itself and the /64 of an IPv6 address, however it is written', () => {
    expect(limitedNetwork('85.105.1.2')).toBe('85.105.1.2');
    expect(limitedNetwork('2a02:ff0:12:34:aaaa::1')).toBe('2a02:ff0:12:34::/64');
    expect(limitedNetwork('2a02:0ff0:0012:0034:ffff:1:2:3')).toBe('2a02:ff0:12:34::/64');
    expect(limitedNetwork('2a02:ff0::1')).toBe('2a02:ff0:0:0::/64');
    expect(limitedNetwork('::1')).toBe('0:0:0:0::/64');
    expect(limitedNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedNetwork('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
    expect(limitedNetwork('unknown')).toBe('unknown');
  });
});
