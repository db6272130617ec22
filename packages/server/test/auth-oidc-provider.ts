import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for Microsoft and Google. Its
 * interaction step signs in whoever `nextLogin` names and grants consent at once, so a test drives
 * the whole browser flow with plain fetch.
 */
export interface TestIdentityProvider {
  issuer: string;
  clients: { azure: { id: string; secret: string }; google: { id: string; secret: string } };
  /** The account the next login interaction signs in as. */
  nextLogin: { email: string; emailVerified: boolean; subject: string };
  /** Call once the app's callback URL is known (it is registered as the only redirect URI). */
  configure(callbackUrl: string): void;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** The few oidc-provider members the interaction step uses (the package ships no types). */
interface InteractionApi {
  interactionDetails(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<{
    prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
    session: { accountId: string };
    params: { client_id: string };
  }>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
}

export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  let handle: Handler = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, { email: string; email_verified: boolean }>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-idp' };

  const idp: TestIdentityProvider = {
    issuer,
    clients: {
      azure: { id: 'caoscan-azure', secret: 'azure-test-secret' },
      google: { id: 'caoscan-google', secret: 'google-test-secret' },
    },
    nextLogin: { email: '', emailVerified: true, subject: '' },
    configure(callbackUrl) {
      const client = (c: { id: string; secret: string }) => ({
        client_id: c.id,
        client_secret: c.secret,
        redirect_uris: [callbackUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      });
      const provider = new Provider(issuer, {
        clients: [client(idp.clients.azure), client(idp.clients.google)],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        conformIdTokenClaims: false, // put email in the ID token, as Microsoft and Google do
        cookies: { keys: ['test-cookie-key'] },
        jwks: { keys: [signingKey] },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 600,
          IdToken: 600,
          Interaction: 600,
          Session: 600,
        },
        features: { devInteractions: { enabled: false } },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
        },
        findAccount: async (_ctx: unknown, sub: string) => ({
          accountId: sub,
          claims: async () => ({ sub, name: 'Test Persoon', ...accounts.get(sub) }),
        }),
      });
      const providerHandler = provider.callback() as Handler;
      handle = (req, res) => {
        if (!req.url?.startsWith('/interaction/')) return providerHandler(req, res);
        finishInteraction(provider, req, res).catch((error: unknown) =>
          res.writeHead(500).end(String(error)),
        );
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function finishInteraction(
    provider: InteractionApi,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const { subject, email, emailVerified } = idp.nextLogin;
      accounts.set(subject, { email, email_verified: emailVerified });
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: subject } },
        { mergeWithLastSubmission: false },
      );
    }
    const grant = new provider.Grant({
      accountId: details.session.accountId,
      clientId: details.params.client_id,
    });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return idp;
}

/**
 * Follows redirects like a browser with an empty cookie jar until the browser lands on a URL
 * starting with `stopAt` (the app's /auth/callback), and returns that URL.
 */
export async function followBrowserRedirects(startUrl: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(stopAt)) return new URL(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const isExpired = attributes.some((a) => /^\s*(max-age=0|expires=.*1970)/i.test(a));
      if (!value || isExpired) jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`browser stuck at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}
