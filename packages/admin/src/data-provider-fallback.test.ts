import { ApiError, createAdminApiClient } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './data-provider';

// Every call of the dataProvider is tested against the real server (data-provider.test.ts,
// data/back-office-data-provider.test.ts). What our server never answers — a bare 500 without a
// Dutch `detail`, as a proxy or a crashed process gives — is the one case played here: the
// spec's Dutch fallback text (spec 01 §8) must reach the admin instead of an empty error.
function answering(status: number): typeof globalThis.fetch {
  return async () => new Response('{}', { status });
}

describe('dataProvider: fallback texts for answers our server does not give', () => {
  it('turns a bare HTTP error into the Dutch fallback', async () => {
    const api = createAdminApiClient({
      baseUrl: '/api',
      getAccessToken: () => 'token-1',
      fetch: answering(500),
    });
    const error = await createDataProvider(api)
      .getList('cao-scans', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Fout bij ophalen scans', status: 500 });
  });
});
