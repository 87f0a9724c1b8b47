// A fake of the few Stripe API endpoints the site uses, on 127.0.0.1, so the real `stripe` client
// can be exercised without the internet (point it here with STRIPE_API_HOST/PORT/PROTOCOL).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

export interface FakeStripe {
  url: string;
  port: number;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Unit amount (kuruş) of each known price id; an unknown price is rejected like Stripe does. */
  prices: Map<string, number>;
  /** Makes the next call to this path fail with a Stripe API error. */
  failNext(path: string): void;
  /** Env that points the site at this server (with test keys). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_PRICES = {
  basic: 'price_fake_basic',
  premium: 'price_fake_premium',
  elite: 'price_fake_elite',
} as const;
const FAKE_WEBHOOK_SECRET = 'whsec_fake_adiyaman';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Parses Stripe's form encoding (`items[0][price]=x&expand[0]=y`) into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? '');
      if (last) node[part] = value;
      else {
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function stripeError(res: http.ServerResponse, status: number, message: string, code = 'resource_missing'): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }));
}

/** Starts the fake on an ephemeral port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const prices = new Map<string, number>([
    [FAKE_PRICES.basic, 50_000],
    [FAKE_PRICES.premium, 100_000],
    [FAKE_PRICES.elite, 200_000],
  ]);
  const failing = new Set<string>();
  // Stripe replays the stored response for a repeated idempotency key.
  const replies = new Map<string, { status: number; body: string }>();

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const body = parseStripeForm(text);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path, body, idempotencyKey: key });
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
        return stripeError(res, 401, 'Invalid API Key provided', 'api_key_invalid');
      if (key && replies.has(key)) {
        const reply = replies.get(key)!;
        res.writeHead(reply.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(reply.body);
      }
      if (failing.delete(path)) return stripeError(res, 402, 'Your card was declined.', 'card_declined');

      const send = (object: unknown) => {
        const json = JSON.stringify(object);
        if (key) replies.set(key, { status: 200, body: json });
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(json);
      };
      const created = Math.floor(Date.now() / 1000);
      const metadata = (body.metadata as Record<string, string> | undefined) ?? {};

      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1)
          return stripeError(res, 400, 'Invalid integer', 'parameter_invalid_integer');
        const intentId = id('pi');
        return send({
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: body.currency,
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          created,
          livemode: false,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return send({
          id: id('cus'),
          object: 'customer',
          name: body.name ?? null,
          email: body.email ?? null,
          created,
          livemode: false,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        const items = (body.items as { price?: string }[] | undefined) ?? [];
        const priceId = items[0]?.price;
        if (!priceId || !prices.has(priceId)) return stripeError(res, 400, `No such price: '${priceId}'`);
        const unitAmount = prices.get(priceId)!;
        const subscriptionId = id('sub');
        const invoiceId = id('in');
        const intentId = id('pi');
        const expand = (body.expand as string[] | undefined) ?? [];
        const invoice = {
          id: invoiceId,
          object: 'invoice',
          status: 'open',
          amount_due: unitAmount,
          currency: 'try',
          customer: body.customer,
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
          confirmation_secret: expand.includes('latest_invoice.confirmation_secret')
            ? { type: 'payment_intent', client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}` }
            : null,
        };
        return send({
          id: subscriptionId,
          object: 'subscription',
          status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
          customer: body.customer,
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                price: { id: priceId, object: 'price', unit_amount: unitAmount, currency: 'try' },
                current_period_start: created,
                current_period_end: created + 30 * 86_400,
              },
            ],
          },
          latest_invoice: expand.some((e) => e.startsWith('latest_invoice')) ? invoice : invoiceId,
          created,
          livemode: false,
          metadata,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (!body.customer) return stripeError(res, 400, 'Missing required param: customer.', 'parameter_missing');
        const sessionId = id('bps');
        return send({
          id: sessionId,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `http://127.0.0.1:${port}/p/session/${sessionId}`,
          created,
          livemode: false,
        });
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    prices,
    failNext: (path) => void failing.add(path),
    env: () => ({
      STRIPE_SECRET_KEY: 'sk_test_fake_adiyaman',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_adiyaman',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: FAKE_PRICES.basic,
      STRIPE_PRICE_PREMIUM: FAKE_PRICES.premium,
      STRIPE_PRICE_ELITE: FAKE_PRICES.elite,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signer = new Stripe('sk_test_signer');

/** A Stripe event object around `object`, as Stripe would deliver it. */
export function fakeEvent(
  type: string,
  object: Record<string, unknown>,
  eventId = id('evt'),
  /** When Stripe created the event (seconds); now by default. */
  created = Math.floor(Date.now() / 1000),
): { id: string; body: string } {
  const event = {
    id: eventId,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    data: { object },
  };
  return { id: eventId, body: JSON.stringify(event) };
}

/** The Stripe-Signature header for a body, made with Stripe's own test helper. */
export function signPayload(body: string, secret = FAKE_WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload: body, secret });
}
