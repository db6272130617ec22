import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { EXTRACTION_GAVE_UP } from '../src/catalogue/extract-version';
import { realEngine } from '../src/scans/engine';
import { signInStaff, uploadGroenwerkVersions, waitForVersionExtraction } from './catalogue-helpers';
import { startScanServer, waitFor } from './scans-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

const OLDER_ENGINE = 'builtin-older-for-test';

/**
 * Catalogue extractions survive the process (issue K): a version left in the middle of its
 * extraction by a process that died, or whose job gave up on an internal error, is extracted at the
 * next start; after an engine upgrade each
 * version is extracted again once, by its job, while 'Wat is er veranderd' keeps comparing the
 * versions as one engine read them — never the old engine's reading of one beside the new
 * engine's reading of the other. Each "process" is the whole app built again on the same database.
 */
describe('catalogue extractions across restarts and engine upgrades', () => {
  let server: Awaited<ReturnType<typeof startScanServer>>;
  let admin: TestUser;
  let member: TestUser;
  let v1: string;
  let v2: string;
  let hashes: { v1: string; v2: string };
  const started: FastifyInstance[] = [];

  async function restart() {
    for (const app of started.splice(0)) await app.close();
    const app = await buildApp({ env: server.env, db: server.database.db, pglite: server.database.pglite });
    started.push(app);
    await app.listen({ port: Number(new URL(server.url).port), host: '127.0.0.1' });
    return app;
  }
  const db = () => server.database.db;
  const cachedUnder = async (sha256: string, engineVersion: string) =>
    (
      await db()
        .selectFrom('extraction_cache')
        .select('section_name')
        .where('sha256', '=', sha256)
        .where('engine_version', '=', engineVersion)
        .execute()
    ).length;
  const countJobs = async () =>
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'cao-version-extraction'`.execute(db())
    ).rows[0]!.n;
  const changes = () => api(server, member, 'GET', `/caos/versions/${v2}/changes`);

  beforeAll(async () => {
    server = await startScanServer();
    admin = await signInStaff(server, 'beheer@caoscan.test');
    member = await createSignedInUser(
      server,
      await createOrganization(server, { credits: 1 }),
      'org_member',
      'lid',
    );
    const { first, second } = await uploadGroenwerkVersions(server, admin);
    v1 = first.body.version.id;
    v2 = second.body.version.id;
    hashes = { v1: first.body.version.sha256, v2: second.body.version.sha256 };
  }, 240_000);
  afterAll(async () => {
    for (const app of started) await app.close();
    await server.close();
  });

  it('extracts a version left in the middle of its extraction at the next start', async () => {
    // The process dies while extracting version 2: it is in progress, half its sections cached.
    await server.app.close();
    await db()
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'in_progress', extraction_started_at: new Date() })
      .where('id', '=', v2)
      .execute();
    await db()
      .deleteFrom('extraction_cache')
      .where('sha256', '=', hashes.v2)
      .where('section_name', 'in', ['beloning', 'vergoedingen', '_document'])
      .execute();

    // And version 1's job had given up on an internal error (not a document it cannot read).
    await db()
      .updateTable('catalogue_cao_versions')
      .set({ extraction_status: 'failed', extraction_error: EXTRACTION_GAVE_UP })
      .where('id', '=', v1)
      .execute();

    await restart();
    const version = await waitForVersionExtraction(server, admin, v2);
    expect(version.extraction_status).toBe('completed');
    await waitFor(
      async () =>
        (
          await db()
            .selectFrom('catalogue_cao_versions')
            .select('extraction_status')
            .where('id', '=', v1)
            .executeTakeFirstOrThrow()
        ).extraction_status === 'completed',
      60_000,
      300,
    );
    expect(await cachedUnder(hashes.v2, realEngine.version)).toBe(17);
    const { status, body } = await changes();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.summary).toEqual({ total: 3, gewijzigd: 2, nieuw: 1, vervallen: 0 });
  }, 180_000);

  it('after an engine upgrade extracts each version again once, never comparing across engines', async () => {
    const before = (await changes()).body;
    // As an older engine left them: both versions cached under its version only, and that
    // engine read version 2's highest wage differently (so its list can be told apart).
    await db()
      .updateTable('extraction_cache')
      .set({ engine_version: OLDER_ENGINE })
      .where('sha256', 'in', [hashes.v1, hashes.v2])
      .execute();
    const oldBeloning = await db()
      .selectFrom('extraction_cache')
      .select('result')
      .where('sha256', '=', hashes.v2)
      .where('engine_version', '=', OLDER_ENGINE)
      .where('section_name', '=', 'beloning')
      .executeTakeFirstOrThrow();
    const edited = JSON.stringify(oldBeloning.result).replaceAll('3712.4', '3999');
    expect(edited).not.toBe(JSON.stringify(oldBeloning.result));
    await db()
      .updateTable('extraction_cache')
      .set({ result: edited })
      .where('sha256', '=', hashes.v2)
      .where('engine_version', '=', OLDER_ENGINE)
      .where('section_name', '=', 'beloning')
      .execute();
    const oldList = (await changes()).body;
    expect(JSON.stringify(oldList.changes)).toContain('3.999');
    expect(oldList.changes).not.toEqual(before.changes);

    // The new engine's process starts: it sends both versions' jobs, which extract them again.
    await restart();
    await waitFor(
      async () =>
        (await cachedUnder(hashes.v1, realEngine.version)) === 17 &&
        (await cachedUnder(hashes.v2, realEngine.version)) === 17,
      120_000,
      300,
    );
    expect((await changes()).body.changes).toEqual(before.changes);
    const { body: catalogue } = await api(server, admin, 'GET', '/admin/caos');
    const statuses = catalogue.caos
      .flatMap((cao: { versions: { id: string; extraction_status: string }[] }) => cao.versions)
      .filter((version: { id: string }) => [v1, v2].includes(version.id))
      .map((version: { extraction_status: string }) => version.extraction_status);
    expect(statuses).toEqual(['completed', 'completed']);

    // Half way (version 1 extracted again, version 2 not yet): the old engine's list, not a mix.
    await db()
      .deleteFrom('extraction_cache')
      .where('sha256', '=', hashes.v2)
      .where('engine_version', '=', realEngine.version)
      .execute();
    expect((await changes()).body.changes).toEqual(oldList.changes);

    // The next start sends version 2's job; after that, a start sends none (each was extracted once).
    await restart();
    await waitFor(async () => (await cachedUnder(hashes.v2, realEngine.version)) === 17, 120_000, 300);
    const jobs = await countJobs();
    await restart();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await countJobs()).toBe(jobs);
  }, 300_000);
});
