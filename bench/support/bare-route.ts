/**
 * The bare route of the API benchmarks, in its own process (`tsx bench/support/bare-route.ts PORT
 * DATABASE_URL ORG_ID`): Fastify + pg doing the least the scan list must do — the newest 20 scans of an
 * organisation plus a count — with the real server's pool size. It says 'ready' over IPC.
 */
import Fastify from 'fastify';
import pg from 'pg';

export async function runBareRoute(port: number, databaseUrl: string, organizationId: string): Promise<void> {
  // The same pool size as the real server (packages/server/src/db/database.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify();
  app.get('/bare/cao-scans', async () => {
    const [rows, count] = await Promise.all([
      pool.query('select * from cao_scans where organization_id = $1 order by created_at desc limit 20', [
        organizationId,
      ]),
      pool.query('select count(*)::int as count from cao_scans where organization_id = $1', [organizationId]),
    ]);
    return { total: count.rows[0].count as number, scans: rows.rows };
  });
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

const [port, databaseUrl, organizationId] = process.argv.slice(2);
if (port && databaseUrl && organizationId) void runBareRoute(Number(port), databaseUrl, organizationId);
