import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route as the server registered it: the method and the URL pattern (`/api/cao-scans/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route declares a body schema (routes without one ignore a body or parse it themselves). */
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, read from Fastify's own onRoute hook: the one list tests generate from. */
    routeRegistry(): RegisteredRoute[];
  }
}

/**
 * Collects every route the app registers (an onRoute hook on the root sees the routes of every
 * plugin registered after it), so the authorization matrix and the hostile-input tests are
 * generated from the server itself instead of a hand-kept copy. HEAD is left out: every HEAD route
 * here is the twin of a GET and runs its handler. Call before registering any route.
 */
export function collectRoutes(app: FastifyInstance): void {
  const routes = new Map<string, RegisteredRoute>();
  app.addHook('onRoute', (options) => {
    const methods = ([] as HTTPMethods[]).concat(options.method);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const bodySchema = (options.schema as { body?: unknown } | undefined)?.body;
      routes.set(`${method} ${options.url}`, {
        method,
        url: options.url,
        hasBody: bodySchema !== undefined,
      });
    }
  });
  app.decorate('routeRegistry', () =>
    [...routes.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method)),
  );
}
