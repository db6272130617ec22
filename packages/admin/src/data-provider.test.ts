import { createApiClient } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider';
import { createAdminScan } from './test/admin-scan';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

/** A fake network: records each request and answers from a table keyed by 'METHOD /path'. */
function createNetwork(answers: Record<string, { status?: number; body?: unknown }> = {}) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      auth: headers.get('Authorization'),
    });
    const answer = answers[`${method} ${url.split('?')[0]}`] ?? { body: {} };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status });
  };
  const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 'token-1', fetch });
  return { sent, dataProvider: createDataProvider(api) };
}

const ORGANIZATIONS = [
  { id: 'o1', name: 'Demo Uitzendbureau', type: 'client', parent_name: null, admin_count: 1, user_count: 2 },
  { id: 'o2', name: 'Flexwerk Partners', type: 'partner', parent_name: 'Demo Uitzendbureau', admin_count: 0 },
  { id: 'o3', name: 'CAO Scan Beheer', type: 'standard', parent_name: null, admin_count: 1 },
];

describe('dataProvider list calls', () => {
  it('pages users with limit/offset, search and status, and reads pagination.total', async () => {
    const { sent, dataProvider } = createNetwork({
      'GET /api/admin/users': { body: { users: [{ id: 'u1', email: 'a@b.nl' }], pagination: { total: 41 } } },
    });
    const result = await dataProvider.getList('users', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'demo', status: 'pending' },
    });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/users?limit=20&offset=40&search=demo&status=pending',
      auth: 'Bearer token-1',
    });
    expect(result).toEqual({ data: [{ id: 'u1', email: 'a@b.nl' }], total: 41 });
  });

  it("omits the users status filter when it is 'all'", async () => {
    const { sent, dataProvider } = createNetwork({ 'GET /api/admin/users': { body: { users: [] } } });
    await dataProvider.getList('users', { pagination: { page: 1, perPage: 20 }, filter: { status: 'all' } });
    expect(sent[0]?.url).toBe('/api/admin/users?limit=20&offset=0');
  });

  it('pages invitations with page/size and the invitation_status filter', async () => {
    const { sent, dataProvider } = createNetwork({
      'GET /api/admin/invitations': { body: { invitations: [{ id: 'i1' }], pages: 3, total: 25 } },
    });
    const result = await dataProvider.getList('invitations', {
      pagination: { page: 2, perPage: 10 },
      filter: { status: 'pending', email: 'x@y.nl' },
    });
    expect(sent[0]?.url).toBe(
      '/api/admin/invitations?page=2&size=10&invitation_status=pending&email=x%40y.nl',
    );
    expect(result.total).toBe(25);
  });

  it('pages admin scans with limit/offset', async () => {
    const { sent, dataProvider } = createNetwork({
      'GET /api/admin/cao-scans': {
        body: { scans: [createAdminScan()], pagination: { total: 21, limit: 20, offset: 20 } },
      },
    });
    const result = await dataProvider.getList('cao-scans', { pagination: { page: 2, perPage: 20 } });
    expect(sent[0]?.url).toBe('/api/admin/cao-scans?limit=20&offset=20');
    expect(result).toEqual({ data: [createAdminScan()], total: 21 });
  });

  it('searches, filters, sorts and pages organisations locally', async () => {
    const { sent, dataProvider } = createNetwork({
      'GET /api/admin/organizations': { body: { organizations: ORGANIZATIONS } },
    });
    const byParent = await dataProvider.getList('organizations', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'demo' },
    });
    expect(sent[0]?.url).toBe('/api/admin/organizations');
    expect(byParent.data.map((row) => row.id)).toEqual(['o1', 'o2']);
    const withoutAdmin = await dataProvider.getList('organizations', {
      pagination: { page: 1, perPage: 10 },
      filter: { admin: 'no_admin', type: 'all' },
    });
    expect(withoutAdmin).toEqual({ data: [ORGANIZATIONS[1]], total: 1 });
  });

  it('accepts roles as a bare array', async () => {
    const { dataProvider } = createNetwork({
      'GET /api/admin/roles': { body: [{ id: 'r1', name: 'admin', description: null }] },
    });
    const result = await dataProvider.getList('roles', { pagination: { page: 1, perPage: 25 } });
    expect(result.total).toBe(1);
  });

  it("reads an organisation's members through getManyReference", async () => {
    const { sent, dataProvider } = createNetwork({
      'GET /api/admin/organizations/o1/users': { body: { users: [{ id: 'u1' }, { id: 'u2' }] } },
    });
    const result = await dataProvider.getManyReference('users', {
      target: 'organization_id',
      id: 'o1',
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]?.url).toBe('/api/admin/organizations/o1/users');
    expect(result.total).toBe(2);
  });
});
