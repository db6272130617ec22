import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDataDir } from '../src/db/database';
import { TEST_DB } from './harness';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(serverDir, 'node_modules/.bin/tsx');

/** `pnpm migrate` and `pnpm seed` as an operator runs them (embedded PGlite; the code is the same on PostgreSQL). */
// Each command is a new process opening PGlite: seconds each on a busy machine.
describe.skipIf(TEST_DB === 'postgres')('the migrate and seed commands', { timeout: 180_000 }, () => {
  let dataDir: string;
  const runCli = (file: string, env: Record<string, string> = {}) =>
    run(tsx, [path.join(serverDir, 'src/db', file)], { env: { ...process.env, DATA_DIR: dataDir, ...env } });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'caoscan-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('migrates once, then says the database is up to date', async () => {
    expect((await runCli('migrate-cli.ts')).stdout).toMatch(
      /^Migraties uitgevoerd \(pglite\): 0001-foundation, /,
    );
    expect((await runCli('migrate-cli.ts')).stdout.trim()).toBe('Database is al bijgewerkt (pglite).');
  });

  it('seeds the roles, and the demo unless SEED_DEMO=false', async () => {
    expect((await runCli('seed-cli.ts', { SEED_DEMO: 'false' })).stdout).toContain('geen demo');
    await runCli('seed-cli.ts');
    const database = await openDatabase({ dataDir: pgliteDataDir(dataDir) });
    try {
      const users = await database.db.selectFrom('users').select('email').orderBy('email').execute();
      expect(users.map((user) => user.email)).toEqual([
        'admin@demo-uitzend.test',
        'beheer@caoscan.test',
        'lid@demo-uitzend.test',
        'support@caoscan.test',
      ]);
      const roles = await database.db.selectFrom('roles').select('name').execute();
      expect(roles).toHaveLength(4);
    } finally {
      await database.close();
    }
  });

  it('says in Dutch when the database cannot be reached, with exit code 1', async () => {
    const failed = await runCli('migrate-cli.ts', {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain('Migreren mislukt');
  });
});
