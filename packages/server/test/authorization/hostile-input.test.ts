import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/http/route-registry';
import { startTestServer, type TestServer } from '../harness';
import { inBatches, prepareCell, send, type Answer } from './drive';
import { CLIENT_REQUIRED, CURRENT_REQUIRED, hostileBodies, NOT_FOR_USERS } from './hostile-bodies';
import type { Outcome } from './outcomes';
import { ROUTE_TABLE } from './route-table';
import { createWorld, type Subject, type World } from './world';

/**
 * Hostile write input on every route that takes a body (issue 14), generated from the route
 * registry: malformed JSON, wrong types, NUL bytes, 1 MB strings, unknown fields, empty bodies and
 * arrays instead of objects. Each is sent by a caller who gets past the route's authorization, so
 * the body is what is tested: a 4xx with a clear Dutch message, never a 500 or a stack trace.
 * Then fields no caller may set (role, organization_id, credits, status, owner) on the same routes:
 * ignored or refused, and the stored state shows they were never applied.
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
type Caller = Exclude<Subject, 'disabled' | 'pending'>;
const CALLERS: Caller[] = ['member', 'orgAdmin', 'platformAdmin', 'support', 'anonymous'];
const PASSES: Outcome[] = ['ok', 'allowed', 'public'];
const passes = (outcome: Outcome) =>
  PASSES.includes(outcome) || (typeof outcome === 'number' && outcome < 300);

/**
 * The detail (API) or msg (the GoTrue-compatible /auth/v1, whose English texts and error_code are
 * its wire format: see src/auth/README.md) of an error answer; an HTML page (the test checkout) is
 * its own message.
 */
function messageOf(answer: Answer): string | null {
  if (answer.contentType.startsWith('text/html'))
    return /<title>[^<]+<\/title>/.test(answer.text) ? answer.text : null;
  try {
    const body = JSON.parse(answer.text) as { detail?: unknown; msg?: unknown };
    const message = body.detail ?? body.msg;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

describe('hostile write input and fields a caller may not set, on every route with a body', () => {
  let server: TestServer;
  let world: World;
  let bodyRoutes: RegisteredRoute[];

  beforeAll(async () => {
    server = await startTestServer();
    world = await createWorld(server);
    bodyRoutes = server.app.routeRegistry().filter((route) => WRITE_METHODS.has(route.method));
  });
  afterAll(async () => server?.close());

  /** The first caller the table lets through (own organisation, or no id). */
  function callerFor(method: string, url: string): Caller {
    const entry = ROUTE_TABLE[`${method} ${url}`]!;
    const target = url.includes(':') ? 'own' : 'none';
    return CALLERS.find((caller) => passes(entry.rule(caller, target))) ?? 'platformAdmin';
  }

  it('answers every hostile body with a 4xx and a clear Dutch message, never a 500 or a trace', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(30);
    const tasks = bodyRoutes.flatMap(({ method, url, hasBody }) => {
      const entry = ROUTE_TABLE[`${method} ${url}`]!;
      // A route without a body schema or table body takes no body: it may ignore any.
      const takesBody = hasBody || entry.body !== undefined;
      const isGoTrue = url.startsWith('/auth/v1/');
      const caller = callerFor(method, url);
      const valid = entry.body?.({ id: '', orgId: world.orgA.id, memberRoleId: world.memberRoleId });
      return hostileBodies(valid).map((hostile) => async () => {
        const { path } = await prepareCell(
          world,
          method,
          url,
          entry,
          caller,
          url.includes(':') ? 'own' : 'none',
        );
        const token = caller === 'anonymous' ? null : world.users[caller].token;
        const answer = await send(server, method, path + (entry.query ?? ''), { token, body: hostile.raw });
        const message = messageOf(answer);
        const problems: string[] = [];
        const mayBeAccepted =
          !takesBody ||
          hostile.mayBeAccepted ||
          entry.lenientBody?.includes(hostile.name) ||
          // A partial update may leave every field out or clear every nullable one.
          (method === 'PUT' && ['every field missing', 'every field null'].includes(hostile.name));
        if (answer.status >= 500) problems.push(`status ${answer.status}`);
        else if (answer.status < 400 && !mayBeAccepted) problems.push(`accepted with ${answer.status}`);
        if (answer.status >= 400 && !message) problems.push(`no message: ${answer.text.slice(0, 120)}`);
        const prescribed = message === CLIENT_REQUIRED || message === CURRENT_REQUIRED;
        const giveaway = (isGoTrue || prescribed ? NOT_FOR_USERS.slice(0, 2) : NOT_FOR_USERS).find(
          (pattern) => pattern.test(answer.text.slice(0, 20_000)),
        );
        if (giveaway) problems.push(`not for users (${giveaway}): ${answer.text.slice(0, 200)}`);
        return problems.map((problem) => `${method} ${url} as ${caller}, ${hostile.name}: ${problem}`);
      });
    });
    const problems = (await inBatches(tasks, 8)).flat();
    console.info(
      `hostile input: ${bodyRoutes.length} routes with a body, ${tasks.length} requests, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 180_000);

  it('answers hostile ids in the path and hostile query strings with a 4xx or an empty answer, never a 500', async () => {
    const registry = server.app.routeRegistry();
    const ids = [
      'niet-een-uuid',
      '00000000-0000-0000-0000-00000000000g',
      "1' or '1'='1",
      '-1',
      '9'.repeat(40),
      'a'.repeat(2000),
      '..%2F..%2Fetc%2Fpasswd',
      '%E2%80%AEfdp.exe',
      '%FF%FE',
    ];
    const queries = [
      'limit=abc&offset=-5&page=0&per_page=-1',
      'limit=1e309&offset=99999999999999999999',
      'limit=1&limit=2&status[]=x&search[$gt]=',
      `search=${'z'.repeat(5000)}&status=onbekend&type=onbekend&transaction_type=onbekend`,
      'sort=naam;drop table users&order=sideways&organization_id=niet-een-uuid',
      'scope=onbekend&redirect_to=javascript:alert(1)&provider=onbekend',
    ];
    const tasks = registry.flatMap(({ method, url }) => {
      const entry = ROUTE_TABLE[`${method} ${url}`]!;
      const caller = callerFor(method, url);
      const token = caller === 'anonymous' ? null : world.users[caller].token;
      const body = entry.body?.({ id: '', orgId: world.orgA.id, memberRoleId: world.memberRoleId });
      const paths = url.includes(':')
        ? ids.map((id) => url.replace(/:[a-zA-Z]+/g, id))
        : method === 'GET'
          ? queries.map((query) => `${url.replace(/\*$/, 'x')}?${query}`)
          : [];
      return paths.map((path) => async () => {
        const answer = await send(server, method, path, {
          token,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const problems: string[] = [];
        if (answer.status >= 500) problems.push(`status ${answer.status}: ${answer.text.slice(0, 160)}`);
        const isGoTrue = url.startsWith('/auth/v1/');
        const message = answer.status >= 400 ? (messageOf(answer) ?? '') : '';
        // A trace anywhere in the answer; English only in an API error's message.
        const giveaway =
          NOT_FOR_USERS.slice(0, 2).find((pattern) => pattern.test(answer.text)) ??
          (isGoTrue ? undefined : NOT_FOR_USERS.find((pattern) => pattern.test(message)));
        if (giveaway) problems.push(`not for users (${giveaway}): ${answer.text.slice(0, 160)}`);
        if (answer.status >= 400 && !messageOf(answer))
          problems.push(`no message: ${answer.text.slice(0, 120)}`);
        return problems.map((problem) => `${method} ${path.slice(0, 120)} as ${caller}: ${problem}`);
      });
    });
    const problems = (await inBatches(tasks, 8)).flat();
    console.info(`hostile paths and queries: ${tasks.length} requests, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 180_000);

  it('answers an anonymous caller 401 before looking at its body, on every route that requires sign-in', async () => {
    const tasks = bodyRoutes
      .filter(({ method, url }) => ROUTE_TABLE[`${method} ${url}`]!.rule('anonymous', 'none') === 401)
      .flatMap(({ method, url }) =>
        ['[]', '{"onbekend": 1}', '{"name": 12345}'].map((raw) => async () => {
          const path = url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
          const answer = await send(server, method, path, { body: raw });
          return answer.status === 401
            ? []
            : [`${method} ${url} ${raw}: ${answer.status} ${answer.text.slice(0, 100)}`];
        }),
      );
    expect(tasks.length).toBeGreaterThan(50);
    expect((await inBatches(tasks, 8)).flat()).toEqual([]);
  });

  it('answers customers 403 on /api/admin before looking at their body or query', async () => {
    const adminRoutes = server.app.routeRegistry().filter(({ url }) => url.startsWith('/api/admin/'));
    const tasks = adminRoutes.flatMap(({ method, url }) =>
      (['member', 'orgAdmin', 'otherOrgAdmin'] as const).map((caller) => async () => {
        const path = `${url.replace(/:[a-zA-Z]+/g, 'niet-een-uuid')}?limit=abc&transaction_type=onbekend&status=x`;
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{"name": 12345, "status": []}';
        const answer = await send(server, method, path, { token: world.users[caller].token, body });
        return answer.status === 403
          ? []
          : [`${method} ${url} as ${caller}: ${answer.status} ${answer.text.slice(0, 100)}`];
      }),
    );
    expect(tasks.length).toBeGreaterThan(80);
    expect((await inBatches(tasks, 8)).flat()).toEqual([]);
  });

  it('answers the same valid write sent four times at once without a 500 (the database decides races)', async () => {
    const tasks = bodyRoutes.map(({ method, url }) => async () => {
      const entry = ROUTE_TABLE[`${method} ${url}`]!;
      const caller = callerFor(method, url);
      const token = caller === 'anonymous' ? null : world.users[caller].token;
      const { path, body } = await prepareCell(
        world,
        method,
        url,
        entry,
        caller,
        url.includes(':') ? 'own' : 'none',
      );
      const raw = body === undefined ? undefined : JSON.stringify(body);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          send(server, method, path + (entry.query ?? ''), { token, body: raw }),
        ),
      );
      return answers
        .filter((answer) => answer.status >= 500)
        .map((answer) => `${method} ${url} as ${caller}: ${answer.status} ${answer.text.slice(0, 120)}`);
    });
    expect((await inBatches(tasks, 4)).flat()).toEqual([]);
  }, 120_000);

  it('never applies role, organization_id, credits, status or owner sent by a caller who may not set them', async () => {
    const { db } = server.database;
    const { orgA, orgB, users } = world;
    const snapshot = async () => ({
      users: await db
        .selectFrom('users')
        .select(['id', 'organization_id', 'status', 'app_metadata'])
        .where(
          'id',
          'in',
          Object.values(users).map((user) => user.id),
        )
        .orderBy('id')
        .execute(),
      assignments: (
        await db
          .selectFrom('role_assignments')
          .innerJoin('roles', 'roles.id', 'role_assignments.role_id')
          .select(['role_assignments.user_id', 'roles.name', 'role_assignments.organization_id'])
          .execute()
      ).map((row) => `${row.user_id} ${row.name} ${row.organization_id}`),
      balances: Object.fromEntries(
        (await db.selectFrom('organization_credits').select(['organization_id', 'balance']).execute()).map(
          (row) => [row.organization_id, row.balance],
        ),
      ),
      organizations: await db
        .selectFrom('organizations')
        .select(['id', 'name', 'type', 'parent_id'])
        .where('id', 'in', [orgA.id, orgB.id])
        .orderBy('id')
        .execute(),
    });
    const before = await snapshot();
    const intruder = users.otherOrgAdmin;
    const forbidden = {
      role: 'admin',
      roles: ['admin'],
      role_name: 'admin',
      is_admin: true,
      organization_id: orgB.id,
      credits: 1_000_000,
      credit_balance: 1_000_000,
      balance: 1_000_000,
      status: 'completed',
      user_id: intruder.id,
      owner_id: intruder.id,
      created_by: intruder.id,
      uploaded_by: intruder.id,
      app_metadata: { role: 'admin' },
    };
    let adjustments = 0;
    const callers = ['member', 'orgAdmin', 'platformAdmin'] as const;
    const tasks = bodyRoutes.flatMap(({ method, url }) =>
      callers.map((caller) => async () => {
        const entry = ROUTE_TABLE[`${method} ${url}`]!;
        const { path, body } = await prepareCell(
          world,
          method,
          url,
          entry,
          caller,
          url.includes(':') ? 'own' : 'none',
        );
        const valid = (body ?? {}) as Record<string, unknown>;
        // Fields the route really takes keep their value; for customers organisation_id always
        // names the other organisation, which they may never write into.
        const extra = Object.fromEntries(
          Object.entries(forbidden).filter(
            ([field]) => !(field in valid) || (field === 'organization_id' && caller !== 'platformAdmin'),
          ),
        );
        const answer = await send(server, method, path + (entry.query ?? ''), {
          token: users[caller].token,
          body: JSON.stringify({ ...valid, ...extra }),
        });
        if (url === '/api/admin/credits/adjust' && answer.status < 300) adjustments += 1;
        return answer.status >= 500 ? [`${method} ${url} as ${caller}: ${answer.status}`] : [];
      }),
    );
    expect((await inBatches(tasks, 8)).flat()).toEqual([]);

    const after = await snapshot();
    expect(after.users, 'no caller changed its own or anyone’s organisation or status').toEqual(before.users);
    const subjectIds = new Set(Object.values(users).map((user) => user.id));
    const added = after.assignments.filter((row) => !before.assignments.includes(row));
    expect(
      added.filter((row) => subjectIds.has(row.split(' ')[0]!)),
      'no caller gained a role',
    ).toEqual([]);
    expect(
      added.filter((row) => / (admin|support) /.test(row)),
      'nobody was made admin or support',
    ).toEqual([]);
    expect(after.organizations, 'A and B unchanged').toEqual(before.organizations);
    for (const [organizationId, balance] of Object.entries(after.balances)) {
      const expected =
        (before.balances[organizationId] ?? 0) + (organizationId === orgA.id ? adjustments : 0);
      expect(balance, `credits of ${organizationId}`).toBe(expected);
    }
    const scans = await db
      .selectFrom('cao_scans')
      .select(['organization_id', 'user_id', 'status'])
      .where((eb) => eb.or([eb('user_id', '=', intruder.id), eb('organization_id', '=', orgB.id)]))
      .where('name', '=', 'Matrixscan')
      .execute();
    expect(scans, 'no scan written into B or in the name of B’s admin').toEqual([]);
    const completed = await sql<{ n: number }>`select count(*)::int as n from cao_scans
      where status = 'completed'`.execute(db);
    expect(completed.rows[0]!.n, 'no scan marked completed by a client').toBe(0);
    const invitations = await db
      .selectFrom('invitations')
      .select('id')
      .where('organization_id', '=', orgB.id)
      .where('invited_by', 'in', [users.member.id, users.orgAdmin.id])
      .execute();
    expect(invitations, 'no invitation into B by A’s people').toEqual([]);
  }, 120_000);
});
