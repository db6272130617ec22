import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { DEMO_MEMBER, loadRoutes, PLATFORM_ADMIN, seedLoadData, type LoadRoute } from './load-seed';
import { signIn } from './sign-in';

/**
 * The CI-sized form of `pnpm bench:load`: a small seed of the same realistic data, then 2 s of
 * autocannon on each main read route. Every answer must be a 2xx: no errors, no timeouts. No timing
 * is asserted here (timings belong to the benchmark; this machine's load moves them).
 */
describe('read routes under load (smoke)', () => {
  let server: TestServer;
  let routes: LoadRoute[];
  const headers: Record<LoadRoute['as'], Record<string, string>> = { member: {}, admin: {} };

  beforeAll(async () => {
    server = await startTestServer();
    const data = await seedLoadData(server.database.db, {
      organizations: 10,
      users: 50,
      scans: 300,
      ledgerEntries: 500,
      activityEvents: 200,
    });
    routes = loadRoutes(data);
    headers.member = { Authorization: `Bearer ${await signIn(server, DEMO_MEMBER)}` };
    headers.admin = { Authorization: `Bearer ${await signIn(server, PLATFORM_ADMIN)}` };
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers every read route with 2xx only, 2 s at 10 connections each', async () => {
    for (const route of routes) {
      const result = await autocannon({
        url: `${server.url}${route.path}`,
        headers: headers[route.as],
        connections: 10,
        duration: 2,
      });
      const outcome = {
        route: route.name,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      };
      expect(outcome).toEqual({ route: route.name, errors: 0, timeouts: 0, non2xx: 0 });
      expect(result.requests.total).toBeGreaterThan(0);
    }
  });
});
