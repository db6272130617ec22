import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { adminInvitationRoutes } from './admin/invitations/routes';
import { adminOrganizationRoutes } from './admin/organizations/routes';
import { adminRoleRoutes } from './admin/roles/routes';
import { adminUserRoutes } from './admin/users/routes';
import { adminAnalyticsRoutes } from './admin/analytics/routes';
import { adminAuditLogRoutes } from './admin/audit-log/routes';
import { adminCreditRoutes } from './admin/credits/routes';
import { authService } from './auth';
import type { AppContext } from './context';
import type { Db } from './db/database';
import type { Env } from './env';
import { authenticatePlugin } from './http/authenticate';
import { compression } from './http/compression';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { handleError, handleFrameworkError } from './http/error-handler';
import { initErrorReporting } from './http/error-reporting';
import { securityHeaders } from './http/security-headers';
import { shutdown } from './http/shutdown';
import { collectRoutes } from './http/route-registry';
import { registerSpas } from './http/spa';
import { refuseNulCharacters } from './http/text-input';
import { createMailer, type Mailer } from './mail/mailer';
import { meRoutes } from './routes/me';
import { shareSettingRoutes } from './organization/share-setting-routes';
import { paymentFeature } from './payments/feature';
import { systemRoutes } from './routes/system';
import { scanFeature } from './scans/feature';
import { invitationRoutes } from './invitations/routes';
import { statisticsRoutes } from './statistics/routes';

export interface BuildAppOptions {
  env: Env;
  db: Db;
  pglite?: AppContext['pglite'];
  mailer?: Mailer;
  logger?: boolean;
}

/** A long-lived anon key like Supabase's, signed with the built-in service's secret. */
async function mintAnonKey(secret: string): Promise<string> {
  return new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('caoscan')
    .setIssuedAt(1_700_000_000)
    .setExpirationTime(4_102_444_800)
    .sign(new TextEncoder().encode(secret));
}

/** Builds the whole app (plugins, then ours, then routes) without listening; tests use inject() or listen(0). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db } = options;
  initErrorReporting(env);
  const ctx: AppContext = {
    env,
    db,
    pglite: options.pglite ?? null,
    mailer: options.mailer ?? createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    anonKey: env.SUPABASE_ANON_KEY ?? (await mintAnonKey(env.JWT_SECRET)),
  };

  const app = Fastify({
    logger: options.logger ? { level: env.isProduction ? 'info' : 'warn' } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    frameworkErrors: handleFrameworkError,
    // While stopping, requests on open connections still reach their route (http/shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler(handleError);
  collectRoutes(app);

  app.addHook('preValidation', refuseNulCharacters);
  await app.register(securityHeaders, { env });
  await app.register(shutdown);
  // Before every route: it decides per route, as each is added (http/compression.ts).
  await app.register(compression);
  // Counted in the database, so every server process on it enforces one limit (http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CAO Scan API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authenticatePlugin, { env, db });
  if (env.isBuiltinAuth) await app.register(authService, { ctx });
  await app.register(systemRoutes, { ctx });
  await app.register(meRoutes, { ctx });
  await app.register(shareSettingRoutes, { ctx });
  await app.register(scanFeature, { ctx });
  await app.register(paymentFeature, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(statisticsRoutes, { ctx });
  await app.register(adminOrganizationRoutes, { ctx });
  await app.register(adminUserRoutes, { ctx });
  await app.register(adminRoleRoutes, { ctx });
  await app.register(adminInvitationRoutes, { ctx });
  await app.register(adminCreditRoutes, { ctx });
  await app.register(adminAnalyticsRoutes, { ctx });
  await app.register(adminAuditLogRoutes, { ctx });

  await registerSpas(app);
  return app;
}
