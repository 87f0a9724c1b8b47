// npm run admin:password [-- <new password>] — sets a new admin password and ends the admin's sessions.
// Without an argument (and without ADMIN_PASSWORD) a random password is generated and printed.

import { createDb, migrateToLatest } from '~/database.server.ts';
import { ADMIN_USERNAME, setAdminPassword } from '~/features/identity/admin-users.server.ts';
import { randomPassword } from '~/features/identity/passwords.server.ts';

const given = process.argv[2] || process.env.ADMIN_PASSWORD;
const password = given || randomPassword();
const db = createDb();
try {
  await migrateToLatest(db);
  await setAdminPassword(db, password);
  console.log(
    given
      ? `[admin] password of '${ADMIN_USERNAME}' updated; existing sessions ended.`
      : `[admin] new password of '${ADMIN_USERNAME}': ${password}`,
  );
} catch (error) {
  console.error(`[admin] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
