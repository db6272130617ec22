import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from '../src/http/verified-tokens';

describe('the verified-token cache of the API authentication', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    const cache = createVerifiedTokenCache();
    cache.set('t1', { sub: 'u1', exp: 1000 });
    expect(cache.get('t1', 999)).toEqual({ sub: 'u1', exp: 1000 });
    expect(cache.get('t1', 1000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('never keeps a token without expiry, and drops the oldest beyond its size', () => {
    const cache = createVerifiedTokenCache(2);
    cache.set('forever', { sub: 'u1' });
    expect(cache.get('forever', 0)).toBeNull();
    cache.set('a', { exp: 10 });
    cache.set('b', { exp: 10 });
    cache.set('c', { exp: 10 });
    expect([cache.get('a', 0), cache.get('b', 0), cache.get('c', 0)]).toEqual([
      null,
      { exp: 10 },
      { exp: 10 },
    ]);
  });
});
