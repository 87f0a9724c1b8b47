// npm run backup — consistent online copy of the SQLite database into backups/, safe while the site writes.
import path from 'node:path';
import { backupDatabase } from '~/lib/db/backup.server.ts';
import { databasePath, databaseTarget, isPostgresUrl } from '~/lib/db/db.server.ts';

if (isPostgresUrl(databaseTarget())) {
  console.error('[backup] the site runs on PostgreSQL: back it up with pg_dump (see README, PostgreSQL).');
  process.exit(1);
}

const target = path.resolve(
  process.env.BACKUP_DIR || 'backups',
  `adiyaman-${new Date().toISOString().replace(/[:.]/g, '-')}.db`,
);
backupDatabase(databasePath(), target);
console.log(`[backup] ${databasePath()} → ${target}`);
