import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-foundation';

/** Every migration, in order. Add a file `NNNN-name.ts` and list it here; never edit a landed one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
