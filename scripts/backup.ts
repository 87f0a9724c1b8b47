// npm run backup — consistent online copy of the SQLite database into backups/, safe while the site writes.
import path from 'node:path';
import { backupDatabase } from '~/lib/db/backup.server.ts';
import { databasePath } from '~/lib/db/db.server.ts';

const target = path.resolve(
  process.env.BACKUP_DIR || 'backups',
  `adiyaman-${new Date().toISOString().replace(/[:.]/g, '-')}.db`,
);
backupDatabase(databasePath(), target);
console.log(`[backup] ${databasePath()} → ${target}`);
