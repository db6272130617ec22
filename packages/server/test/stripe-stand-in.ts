import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the part of Stripe's API the server uses (Stripe cannot run here): create and
 * retrieve Checkout Sessions, answering in Stripe's JSON shapes. The real `stripe` SDK talks to it
 * (STRIPE_API_URL), so our code runs unchanged; tests decide when a session is paid.
 */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  url: string;
  line_items: { quantity: number; unit_amount: number }[];
}

export interface StripeStandIn {
  url: string;
  secretKey: string;
  sessions: Map<string, StandInSession>;
  /** Every request's method, path and Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  pay(id: string): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(secretKey = 'sk_test_standin'): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const requests: StripeStandIn['requests'] = [];
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, id: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${id}'`,
      },
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += String(chunk)));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
      });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw);
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]!] = value;
        }
        const quantity = Number(form.get('line_items[0][quantity]'));
        const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
        const id = `cs_test_${randomBytes(16).toString('hex')}`;
        const session: StandInSession = {
          id,
          object: 'checkout.session',
          mode: form.get('mode') ?? '',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: quantity * unitAmount,
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          metadata,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          customer_email: form.get('customer_email'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          line_items: [{ quantity, unit_amount: unitAmount }],
        };
        sessions.set(id, session);
        return send(res, 200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        return session ? send(res, 200, session) : missing(res, match[1]!);
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    requests,
    pay(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
