import { ApiError, createApiClient } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider';
import { createAdminScan } from './test/admin-scan';

// Scans and credits still answer from a recorded network here; the people resources (organisations,
// users, roles, invitations) are tested against the real server in data-provider.test.ts.
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

describe('dataProvider: scans and credits', () => {
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

  it('turns a bare HTTP error into the Dutch fallback', async () => {
    const bare = createNetwork({ 'GET /api/admin/cao-scans': { status: 500, body: {} } });
    const error = await bare.dataProvider.getList('cao-scans', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Fout bij ophalen scans', status: 500 });
  });

  it('adjusts credits through POST /admin/credits/adjust; success: false is a failure', async () => {
    const { sent, dataProvider } = createNetwork({
      'POST /api/admin/credits/adjust': { body: { success: true } },
    });
    await dataProvider.adjustCredits({ organization_id: 'o1', credits_amount: -2, description: 'Correctie' });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/admin/credits/adjust',
      body: { organization_id: 'o1', credits_amount: -2, description: 'Correctie' },
    });
    const refused = createNetwork({ 'POST /api/admin/credits/adjust': { body: { success: false } } });
    await expect(
      refused.dataProvider.adjustCredits({ organization_id: 'o1', credits_amount: 5, description: 'x' }),
    ).rejects.toThrow('Fout bij aanpassen van credits');
  });
});
