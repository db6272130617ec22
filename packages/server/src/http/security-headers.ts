import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';

/** Stripe.js as Stripe documents it: the script, its frames and its API (payments). */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The addresses the apps may call besides their own origin, from the configuration: the auth
 * service (hosted Supabase, or PUBLIC_URL when the app is opened at another address) and Sentry's
 * ingest host. Nothing else can be fetched, so an injected script cannot send a session away.
 */
export function connectSources(env: Env): string[] {
  const origins = [env.PUBLIC_URL, env.SUPABASE_URL, env.SENTRY_DSN].map(originOf);
  return [...new Set(["'self'", ...origins.filter((o): o is string => o !== null), ...STRIPE.connect])];
}

/**
 * Security headers on every response (issue 7): a Content-Security-Policy both apps run under
 * (tests/e2e/security-headers.test.ts loads them in Chromium), no framing anywhere, no MIME
 * sniffing, no referrer, and HSTS plus upgrade-insecure-requests only when PUBLIC_URL is https —
 * on http://localhost they would break the app.
 */
export const securityHeaders = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const isHttps = env.PUBLIC_URL.startsWith('https:');
  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...STRIPE.script],
        scriptSrcAttr: ["'none'"],
        // MUI and react-admin style through emotion, which writes <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...STRIPE.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(env),
        frameSrc: STRIPE.frame,
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** What Fastify itself writes on an answer: not helmet's. */
const FASTIFY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet writes for these options, asked once at start-up from a throwaway instance.
 * They are the same on every answer (no nonces), while @fastify/helmet builds helmet anew and parses
 * the policy on every request (two hooks; seen in the CPU profile of `pnpm bench:load`).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, { ...options, global: true });
    probe.get('/', async () => '');
    const answer = await probe.inject('/');
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !FASTIFY_HEADERS.has(name))
        .map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}
