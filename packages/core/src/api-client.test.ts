import { describe, expect, it } from 'vitest';
import { createAdminApiClient } from './api-client';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';

/** A fake network answering every call with one response; records what was asked. */
function clientAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const asked: { method: string; url: string; auth: string | null }[] = [];
  const client = createAdminApiClient({
    baseUrl: '/api',
    getAccessToken: () => 'token-1',
    fetch: async (input, init) => {
      asked.push({
        method: init?.method ?? 'GET',
        url: String(input),
        auth: new Headers(init?.headers).get('Authorization'),
      });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers });
    },
  });
  return { client, asked };
}

describe('the API client', () => {
  it('calls each endpoint at its one path with the bearer token', async () => {
    const { client, asked } = clientAnswering(200, { current_balance: 3, total_purchased: 5, total_used: 2 });
    expect(await client.getCreditBalance()).toEqual({
      current_balance: 3,
      total_purchased: 5,
      total_used: 2,
    });
    expect(asked).toEqual([{ method: 'GET', url: '/api/credits/balance', auth: 'Bearer token-1' }]);
  });

  it('refuses an answer outside the contract with a Dutch message', async () => {
    const { client } = clientAnswering(200, { current_balance: 'veel' });
    const error = await client.getCreditBalance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
  });

  it("gives the server's detail, else 'API Error: {status}'", async () => {
    const failed = (call: Promise<unknown>) => call.then(() => null).catch((e: unknown) => e as ApiError);
    const refused = await failed(
      clientAnswering(402, { detail: 'Onvoldoende credits' }).client.getScan('s1'),
    );
    expect([refused?.status, refused?.message]).toEqual([402, 'Onvoldoende credits']);
    const bare = await failed(clientAnswering(500, '').client.getScan('s1'));
    expect(bare?.message).toBe('API Error: 500');
  });

  it('names a download after Content-Disposition, else the default', async () => {
    const named = clientAnswering(200, 'xlsx', {
      'content-disposition': 'attachment; filename="a.xlsx"; filename*=UTF-8\'\'%C3%A9.xlsx',
    });
    expect((await named.client.exportScanExcel('s1')).filename).toBe('é.xlsx');
    expect(named.asked[0]?.url).toBe('/api/cao-scans/s1/export-excel');
    const unnamed = clientAnswering(200, 'xlsx');
    expect((await unnamed.client.exportAdminScanExcel('s1')).filename).toBe('cao-comparison-results.xlsx');
  });
});
