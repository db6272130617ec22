import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { seedDemo } from '../src/db/seed';
import { loadEnv, type Env } from '../src/env';

/**
 * A real server for tests: the whole app listening on a random loopback port, on a fresh database —
 * in-memory PGlite, or (TEST_DB=postgres) a new database on the PostgreSQL at TEST_DATABASE_URL.
 * The same suites run on both (see vitest.config.ts).
 */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  env: Env;
  database: DatabaseHandle;
  close(): Promise<void>;
}

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `caoscan_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A dump of an in-memory PGlite with every migration applied, written once per machine for this set
 * of migrations (its name holds their hash), so each test database is a copy instead of an initdb plus
 * twenty migrations: on 2 cores, opening from the dump takes a third of the time.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const migrationsDir = path.join(import.meta.dirname, '../src/db/migrations');
  // PGlite's own path holds its version (pnpm's store): another PGlite may not read an older dump.
  const hash = createHash('sha256').update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  const file = path.join(os.tmpdir(), `caoscan-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openDatabase({});
    await migrateToLatest(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    await handle.close();
    // Another test process may write the same file at the same moment: rename is atomic.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function startTestServer(envOverrides: Record<string, string> = {}): Promise<TestServer> {
  const postgres = TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase(
    postgres ? { databaseUrl: postgres.url } : { loadDataDir: await migratedPgliteDump() },
  );
  await migrateToLatest(database.db);
  await seedDemo(database.db);

  // The public URL must be known before listening: reserve a port first.
  const probe = (await import('node:net')).createServer();
  const port = await new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
  );
  await new Promise((resolve) => probe.close(resolve));
  const url = `http://127.0.0.1:${port}`;
  // Tests give each client its own address through X-Forwarded-For, as a proxy would.
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    // PostgreSQL runs get the real connection string, so pg-boss connects as in production.
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    // Without a DATA_DIR of its own a test server gets a fresh secret, not a file in the working copy.
    ...(envOverrides.DATA_DIR ? {} : { JWT_SECRET: randomBytes(32).toString('base64url') }),
    ...envOverrides,
  });
  const app = await buildApp({ env, db: database.db, pglite: database.pglite });
  await app.listen({ port, host: envOverrides.HOST ?? '127.0.0.1' });
  return {
    app,
    url,
    env,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** Reads the newest e-mail sent to `to` through the dev outbox, as a person would. */
export async function readLatestEmail(baseUrl: string, to: string) {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { subject: string; text: string; created_at: string }[];
  return messages[0] ?? null;
}
