import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';
import { inBatches, orgsFor, prepareCell, send } from './drive';
import { isUnexpectedSuccess, matches } from './outcomes';
import { ROUTE_TABLE } from './route-table';
import { createWorld, SUBJECTS, type Subject, type Target, type World } from './world';

/**
 * The authorization matrix (issue 14): every route the server registers × every kind of caller ×
 * own organisation, another organisation and an unknown id, against the real server over HTTP.
 * The routes come from the server's own registry (app.routeRegistry()); the expectations from
 * route-table.ts. No cell may succeed where the table refuses, and no answer to a customer may
 * carry another organisation's ids, names or e-mail addresses.
 */
const key = (method: string, url: string) => `${method} ${url}`;

interface Cell {
  route: string;
  subject: Subject;
  target: Target;
  status: number;
  expected: string;
  ok: boolean;
  unexpectedSuccess: boolean;
  leaked: string[];
}

describe('authorization matrix', () => {
  let server: TestServer;
  let world: World;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    world = await createWorld(server);
    routes = server.app.routeRegistry();
  });
  afterAll(async () => server?.close());

  it('has exactly one table entry for every route in the registry', () => {
    const registered = new Set(routes.map((route) => key(route.method, route.url)));
    const missing = [...registered].filter((route) => !ROUTE_TABLE[route]);
    const stale = Object.entries(ROUTE_TABLE)
      .filter(([route, entry]) => !registered.has(route) && !entry.builtOnly)
      .map(([route]) => route);
    expect(missing, 'routes without an entry in route-table.ts').toEqual([]);
    expect(stale, 'entries in route-table.ts without a route').toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  it('answers every cell as the table says, with no unexpected success and no other organisation’s data', async () => {
    const tokens: Record<Subject, string | null> = {
      anonymous: null,
      ...Object.fromEntries(Object.entries(world.users).map(([name, user]) => [name, user.token])),
    } as Record<Subject, string | null>;

    const driveCell = async (
      method: string,
      url: string,
      subject: Subject,
      target: Target,
    ): Promise<Cell> => {
      const entry = ROUTE_TABLE[key(method, url)]!;
      const expected = entry.rule(subject, target);
      const { path, body } = await prepareCell(world, method, url, entry, subject, target);
      const answer = await send(server, method, path + (entry.query ?? ''), {
        token: tokens[subject],
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // Staff may see every organisation; a customer only its own.
      const foreign =
        subject === 'support' || subject === 'platformAdmin' || entry.credentialInPath
          ? []
          : orgsFor(world, subject).other.id === world.orgA.id
            ? world.secrets.A
            : world.secrets.B;
      const leaked = foreign.filter((secret) => answer.text.includes(secret));
      return {
        route: key(method, url),
        subject,
        target,
        status: answer.status,
        expected: String(expected),
        ok: matches(expected, answer.status),
        unexpectedSuccess: isUnexpectedSuccess(expected, answer.status),
        leaked,
      };
    };

    const tasks: (() => Promise<Cell>)[] = [];
    for (const { method, url } of routes) {
      const entry = ROUTE_TABLE[key(method, url)];
      if (!entry) continue;
      const targets: Target[] = url.includes(':') ? ['own', 'other', 'unknown'] : ['none'];
      for (const subject of SUBJECTS) {
        for (const target of targets) tasks.push(() => driveCell(method, url, subject, target));
      }
    }
    const cells = await inBatches(tasks);

    const wrong = cells.filter((cell) => !cell.ok);
    const leaks = cells.filter((cell) => cell.leaked.length > 0);
    console.info(
      `authorization matrix: ${routes.length} routes, ${cells.length} cells, ${wrong.length} unexpected answers, ` +
        `${cells.filter((cell) => cell.unexpectedSuccess).length} unexpected successes, ${leaks.length} leaks`,
    );
    const describeCell = (cell: Cell) =>
      `${cell.route} as ${cell.subject} on ${cell.target}: ${cell.status} (expected ${cell.expected})${cell.leaked.length ? ` leaked ${cell.leaked.join(', ')}` : ''}`;
    expect(cells.filter((cell) => cell.unexpectedSuccess).map(describeCell)).toEqual([]);
    expect(leaks.map(describeCell)).toEqual([]);
    expect(wrong.map(describeCell)).toEqual([]);
  }, 120_000);
});
