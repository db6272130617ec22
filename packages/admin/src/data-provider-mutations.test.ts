import { ApiError, createApiClient } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider';

function createNetwork(answers: Record<string, { status?: number; body?: unknown }> = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${url.split('?')[0]}`] ?? { body: {} };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
  };
  const api = createApiClient({ baseUrl: '/api', getAccessToken: () => 'token-1', fetch });
  return { sent, dataProvider: createDataProvider(api) };
}

describe('dataProvider writes', () => {
  it('creates an organisation with a trimmed name and no parent unless chosen', async () => {
    const { sent, dataProvider } = createNetwork({ 'POST /api/admin/organizations': { body: { id: 'o9' } } });
    const result = await dataProvider.create('organizations', {
      data: { name: '  Nieuw BV ', type: 'client' },
    });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/organizations',
      body: { name: 'Nieuw BV', type: 'client' },
    });
    expect(result.data).toEqual({ id: 'o9', name: 'Nieuw BV', type: 'client' });
  });

  it('sends parent_id on update only when it changed, null meaning none', async () => {
    const { sent, dataProvider } = createNetwork();
    const previousData = { id: 'o2', name: 'Flex', type: 'partner', parent_id: 'o1', user_count: 3 };
    await dataProvider.update('organizations', {
      id: 'o2',
      data: { ...previousData, name: 'Flex 2' },
      previousData,
    });
    await dataProvider.update('organizations', {
      id: 'o2',
      data: { ...previousData, parent_id: '' },
      previousData,
    });
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PUT', '/api/admin/organizations/o2', { name: 'Flex 2', type: 'partner' }],
      ['PUT', '/api/admin/organizations/o2', { name: 'Flex', type: 'partner', parent_id: null }],
    ]);
  });

  it("updates a user's status through PUT /admin/users/{id}/status", async () => {
    const { sent, dataProvider } = createNetwork();
    await dataProvider.update('users', {
      id: 'u1',
      data: { status: 'disabled' },
      previousData: { id: 'u1' },
    });
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/users/u1/status',
      body: { status: 'disabled' },
    });
  });

  it('deletes roles, users and organisations by id; cancels invitations with DELETE', async () => {
    const { sent, dataProvider } = createNetwork();
    await dataProvider.delete('roles', { id: 'r1' });
    await dataProvider.deleteMany('users', { ids: ['u1', 'u2'] });
    await dataProvider.delete('invitations', { id: 'i1' });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'DELETE /api/admin/roles/r1',
      'DELETE /api/admin/users/u1',
      'DELETE /api/admin/users/u2',
      'DELETE /api/admin/invitations/i1',
    ]);
  });

  it('turns a bare HTTP error into the Dutch fallback and keeps a server message', async () => {
    const bare = createNetwork({ 'GET /api/admin/roles': { status: 500, body: {} } });
    const error = await bare.dataProvider.getList('roles', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Fout bij ophalen rollen', status: 500 });
    const told = createNetwork({
      'DELETE /api/admin/roles/r1': { status: 409, body: { detail: 'Rol is in gebruik' } },
    });
    await expect(told.dataProvider.delete('roles', { id: 'r1' })).rejects.toThrow('Rol is in gebruik');
  });
});

describe('dataProvider actions', () => {
  it('calls the spec paths for each action', async () => {
    const { sent, dataProvider } = createNetwork({
      'POST /api/admin/credits/adjust': { body: { success: true } },
    });
    await dataProvider.adjustCredits({ organization_id: 'o1', credits_amount: -2, description: 'Correctie' });
    await dataProvider.resendInvitation('i1');
    await dataProvider.cancelInvitation('i1');
    await dataProvider.assignRole({ user_id: 'u1', role_id: 'r1', organization_id: 'o1' });
    await dataProvider.removeRole({ user_id: 'u1', role_id: 'r1', organization_id: 'o1' });
    await dataProvider.setUserStatus('u1', 'active');
    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      [
        'POST',
        '/api/admin/credits/adjust',
        { organization_id: 'o1', credits_amount: -2, description: 'Correctie' },
      ],
      ['PUT', '/api/admin/invitations/i1/resend', undefined],
      ['DELETE', '/api/admin/invitations/i1', undefined],
      ['POST', '/api/admin/roles/assign', { user_id: 'u1', role_id: 'r1', organization_id: 'o1' }],
      ['DELETE', '/api/admin/roles/assign', { user_id: 'u1', role_id: 'r1', organization_id: 'o1' }],
      ['PUT', '/api/admin/users/u1/status', { status: 'active' }],
    ]);
  });

  it('treats success: false from a credit adjustment as a failure', async () => {
    const { dataProvider } = createNetwork({
      'POST /api/admin/credits/adjust': { body: { success: false } },
    });
    await expect(
      dataProvider.adjustCredits({ organization_id: 'o1', credits_amount: 5, description: 'x' }),
    ).rejects.toThrow('Fout bij aanpassen van credits');
  });
});
