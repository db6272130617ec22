type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * A client usable at once whose code arrives later: each method waits for `client`, then calls it.
 * Only for clients of async methods, so a call made before the download ends simply takes longer.
 */
export function deferClient<T extends AsyncMethods<T>>(client: Promise<T>): T {
  // A failed download is reported by the calls that need it, not as an unhandled rejection.
  client.catch(() => undefined);
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a thenable: `await services.api` must not wait on the proxy itself.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const loaded = await client;
        const method = loaded[name as keyof T] as unknown as (...params: unknown[]) => Promise<unknown>;
        return method.apply(loaded, args);
      };
    },
  });
}
