import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './db/database';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';

/** What every route and service gets: configuration, the database and the mailer. */
export interface AppContext {
  env: Env;
  db: Db;
  pglite: PGlite | null;
  mailer: Mailer;
  /** The anon key the apps hand to supabase-js (configured, or minted for the built-in service). */
  anonKey: string;
}
