import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  randomPassword,
  SCRYPT_CONCURRENCY,
  scryptSlots,
  verifyPassword,
} from '~/features/identity/passwords.server.ts';

describe('passwords', { timeout: 60_000 }, () => {
  it('verifies the right password and rejects a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('Nemrut-2150-güneş');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Nemrut-2150-güneş', hash)).toBe(true);
    expect(await verifyPassword('nemrut-2150-güneş', hash)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
  });

  it('salts every hash and makes long random passwords', async () => {
    expect(await hashPassword('aynı-parola')).not.toBe(await hashPassword('aynı-parola'));
    expect(randomPassword().length).toBeGreaterThanOrEqual(20);
  });

  it('runs at most a few scrypt derivations at once, however many checks arrive together', async () => {
    const hash = await hashPassword('Nemrut-2150-güneş');
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => verifyPassword(`yanlis-${i}`, hash)));
    expect(results).toEqual(Array(6).fill(false));
    expect(SCRYPT_CONCURRENCY).toBeLessThan(6);
    expect(scryptSlots.peak).toBe(SCRYPT_CONCURRENCY);
  });
});
