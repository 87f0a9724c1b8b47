import { describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '~/features/identity/admin-users.server.ts';
import { login } from '~/features/identity/login.server.ts';
import { withTestDb } from '../support/lifecycle.ts';

const t = withTestDb();

describe('ensureFirstAdmin', () => {
  it('refuses an ADMIN_PASSWORD that breaks the rules and creates nobody', async () => {
    await expect(ensureFirstAdmin(t.db, 'kisa')).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('without ADMIN_PASSWORD creates the admin with a random password returned once, stored only as a scrypt hash', async () => {
    const result = await ensureFirstAdmin(t.db, undefined);
    expect(result).toMatchObject({ created: true, username: 'admin' });
    const password = result.created ? result.generatedPassword! : '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'passwordHash'])
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(password);
    expect((await login(t.db, 'admin', password, '10.0.0.1')).ok).toBe(true);
    expect(await ensureFirstAdmin(t.db, undefined)).toEqual({ created: false });
  });
});
