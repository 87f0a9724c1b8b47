// npm run backup — consistent online copy of the SQLite database into backups/, safe while the site writes,
// with the uploaded photos beside it.
import path from 'node:path';
import { backupUploads, uploadsDir } from '~/features/photos/storage.server.ts';
import { backupDatabase } from '~/lib/db/backup.server.ts';
import { databasePath, databaseTarget, isPostgresUrl } from '~/lib/db/db.server.ts';

if (isPostgresUrl(databaseTarget())) {
  console.error('[backup] the site runs on PostgreSQL: back it up with pg_dump (see README, PostgreSQL).');
  process.exit(1);
}

const stamp = `adiyaman-${new Date().toISOString().replace(/[:.]/g, '-')}`;
const target = path.resolve(process.env.BACKUP_DIR || 'backups', `${stamp}.db`);
backupDatabase(databasePath(), target);
console.log(`[backup] ${databasePath()} → ${target}`);
const uploadsTarget = path.resolve(process.env.BACKUP_DIR || 'backups', `${stamp}-uploads`);
if (backupUploads(uploadsTarget)) console.log(`[backup] ${uploadsDir()} → ${uploadsTarget}`);
