// npm run backup — consistent online copy of the SQLite database into backups/.
import fs from 'node:fs';
import path from 'node:path';
import { databasePath, openSqlite } from '~/lib/db/db.server.ts';

const target = path.resolve(
  process.env.BACKUP_DIR || 'backups',
  `adiyaman-${new Date().toISOString().replace(/[:.]/g, '-')}.db`,
);
fs.mkdirSync(path.dirname(target), { recursive: true });
const sqlite = openSqlite(databasePath());
await sqlite.backup(target);
sqlite.close();
console.log(`[backup] ${databasePath()} → ${target}`);
