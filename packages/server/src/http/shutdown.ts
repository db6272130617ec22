import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server starts to close (SIGTERM, app.close()) until it has. */
    isStopping(): boolean;
  }
}

/**
 * How the server stops (app.close() after SIGTERM): Fastify refuses new connections at once and
 * waits for the requests in flight. A request that still arrives on a connection that is open (a
 * load balancer's kept-alive one) is answered by its route, not by Fastify's English 503 without our
 * headers (`return503OnClosing: false` in app.ts), so /api/ready can say `not_ready` itself. Every
 * answer sent while stopping closes its connection, also the answer to a request that began before:
 * Node would otherwise keep that connection open until keepAliveTimeout (72 s in Fastify) and the
 * close, with the embedded worker's hand-back after it, would wait that long.
 */
export const shutdown = fp(async (app: FastifyInstance) => {
  let isStopping = false;
  app.decorate('isStopping', () => isStopping);
  app.addHook('preClose', async () => {
    isStopping = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isStopping) reply.header('connection', 'close');
    done(null, payload);
  });
});
