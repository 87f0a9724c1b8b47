import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from '~/features/admin/passwords.server.ts';

describe('passwords', () => {
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
});
