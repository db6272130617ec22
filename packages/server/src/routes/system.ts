import { HealthResponseSchema, OutboxResponseSchema, PublicConfigSchema } from '@caoscan/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { isSameMachine } from '../http/same-machine';

/**
 * Health (liveness) and readiness, the apps' runtime configuration, and the e-mail outbox: only while no SMTP is configured
 * and not in production, and then only for callers on this machine (it holds sign-in codes).
 */
export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness, for a load balancer: the database answers and the process is not shutting down
  // (after SIGTERM it answers 503 while requests in flight finish, on connections still open: new
  // ones are refused; see http/shutdown.ts). /api/health is liveness only.
  const ReadySchema = z.object({ status: z.enum(['ready', 'not_ready']), detail: z.string().optional() });
  app.get(
    '/api/ready',
    { schema: { tags: ['system'], response: { 200: ReadySchema, 503: ReadySchema } } },
    async (_request, reply) => {
      if (app.isStopping()) return reply.code(503).send({ status: 'not_ready', detail: 'De server stopt.' });
      try {
        await sql`select 1`.execute(ctx.db);
      } catch {
        return reply.code(503).send({ status: 'not_ready', detail: 'De database is niet bereikbaar.' });
      }
      return { status: 'ready' as const };
    },
  );

  app.get('/config.json', { schema: { hide: true, response: { 200: PublicConfigSchema } } }, async () => ({
    supabaseUrl: ctx.env.SUPABASE_URL ?? ctx.env.PUBLIC_URL,
    builtinAuth: ctx.env.isBuiltinAuth,
    supabaseAnonKey: ctx.anonKey,
    apiBaseUrl: '/api',
    sentryDsn: ctx.env.SENTRY_DSN ?? null,
    environment: ctx.env.NODE_ENV,
    signupContactEmail: ctx.env.SIGNUP_CONTACT_EMAIL,
    providers: {
      azure: Boolean(ctx.env.AZURE_CLIENT_ID && ctx.env.AZURE_ISSUER),
      google: Boolean(ctx.env.GOOGLE_CLIENT_ID),
    },
  }));

  if (!ctx.env.hasDevOutbox) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        description:
          'Without SMTP and outside production, for callers on this machine only: e-mails written to the outbox, newest first.',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => {
      if (!isSameMachine(request, ctx.env.PUBLIC_URL)) {
        throw forbidden(
          'De postbus voor ontwikkelaars is alleen bereikbaar op de computer waar de server draait.',
        );
      }
      let query = ctx.db
        .selectFrom('outbox_emails')
        .select(['id', 'to_email', 'subject', 'text', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(100);
      const to = request.query.to?.trim().toLowerCase();
      if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_email']), '=', to));
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        to: r.to_email,
        subject: r.subject,
        text: r.text,
        created_at: r.created_at.toISOString(),
      }));
    },
  );
};
