import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial.ts';

/** All migrations in order; imported statically so the server bundle, scripts and tests share them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
