import fs from 'node:fs';
import path from 'node:path';
import { openSqliteWith } from '~/lib/db/db.server.ts';

/**
 * A consistent copy of a live database: VACUUM INTO reads one snapshot (a single read transaction, which
 * WAL lets run beside writers) and writes it compacted to `target`. Unlike the page-by-page backup API it
 * never starts over when another process writes meanwhile, so it finishes under any write load.
 */
export function backupDatabase(source: string, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // VACUUM INTO fires no trigger: the connection needs none of the functions they call.
  const sqlite = openSqliteWith(source, []);
  try {
    sqlite.prepare('vacuum into ?').run(target);
  } finally {
    sqlite.close();
  }
}
