import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';
import Stripe from 'stripe';

/**
 * A stand-in for api.stripe.com: a real HTTP server on 127.0.0.1 that the real Stripe SDK talks to (point it there with
 * `stripeApiBaseUrl` / STRIPE_API_BASE_URL). It answers with Stripe's JSON — recorded payloads from
 * test/fixtures/stripe/, shaped by the builders below — and records every request so tests can assert what was sent.
 * Requests to a route nobody registered get Stripe's own 404 "Unrecognized request URL", so a missing stub fails loudly.
 */

// ---------------------------------------------------------------------------------------------------------------------
// Test keys and prices (any values of the right shape: nothing here reaches Stripe)

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_51SVZx0LkdIwHu7ixFixtureServerSecretKey000000000000000000000000000000',
  publishableKey: 'pk_test_51SVZx0LkdIwHu7ixFixtureServerPublishableKey0000000000000000000000000',
  webhookSecret: 'whsec_fixtureServerWebhookSigningSecret00000000',
} as const;

/** The price ids in the fixtures, one per purchasable plan and period (amounts from the plan catalogue). */
export const STRIPE_TEST_PRICES = {
  professionalMonthly: { id: 'price_1SVaQ2LkdIwHu7ixPr0fMnth', product: 'prod_TSjZ8pQeRw3mYk', planId: 'professional', period: 'monthly', unitAmount: 24900 },
  professionalAnnual: { id: 'price_1SVaQ3LkdIwHu7ixPr0fAnnl', product: 'prod_TSjZ8pQeRw3mYk', planId: 'professional', period: 'annual', unitAmount: 238800 },
  businessMonthly: { id: 'price_1SVaQ4LkdIwHu7ixBu5iMnth', product: 'prod_TSjZ9bUsNs4qLe', planId: 'business', period: 'monthly', unitAmount: 59900 },
  businessAnnual: { id: 'price_1SVaQ5LkdIwHu7ixBu5iAnnl', product: 'prod_TSjZ9bUsNs4qLe', planId: 'business', period: 'annual', unitAmount: 574800 },
} as const;

export type StripeTestPriceKey = keyof typeof STRIPE_TEST_PRICES;

/** The environment that makes the app use Stripe through this server (merge it into process.env before the app boots). */
export function stripeTestEnv(server: Pick<StripeFixtureServer, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: STRIPE_TEST_PRICES.professionalMonthly.id,
    STRIPE_PRICE_PROFESSIONAL_ANNUAL: STRIPE_TEST_PRICES.professionalAnnual.id,
    STRIPE_PRICE_BUSINESS_MONTHLY: STRIPE_TEST_PRICES.businessMonthly.id,
    STRIPE_PRICE_BUSINESS_ANNUAL: STRIPE_TEST_PRICES.businessAnnual.id,
    STRIPE_API_BASE_URL: server.url,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Recorded payloads and builders with overrides

const FIXTURES_DIR = join(__dirname, '..', 'fixtures', 'stripe');

export type StripeFixtureName =
  | 'billing-portal-session'
  | 'checkout-session-complete'
  | 'checkout-session-open'
  | 'customer'
  | 'error-card-declined'
  | 'error-resource-missing'
  | 'event-checkout-session-completed'
  | 'event-customer-subscription-updated'
  | 'event-invoice-paid'
  | 'event-invoice-payment-failed'
  | 'invoice-paid'
  | 'invoice-payment-paid'
  | 'invoice-payment-failed'
  | 'payment-intent-succeeded'
  | 'payment-method'
  | 'price-professional-monthly'
  | 'refund'
  | 'setup-intent-succeeded'
  | 'subscription-active'
  | 'subscription-create-incomplete'
  | 'subscription-create-trialing';

/** A fresh copy of a recorded payload from test/fixtures/stripe/<name>.json. */
export function loadStripeFixture<T = Record<string, unknown>>(name: StripeFixtureName): T {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, `${name}.json`), 'utf8')) as T;
}

export type DeepPartial<T> = T extends (infer U)[] ? DeepPartial<U>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> | null } : T;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges overrides into a payload: objects key by key, arrays index by index (so `items: { data: [{ price }] }` changes
 * the first item's price only); any other value, null included, replaces what was there.
 */
export function mergeStripePayload<T>(base: T, overrides: unknown): T {
  if (overrides === undefined) return base;
  if (Array.isArray(base) && Array.isArray(overrides)) {
    const merged: unknown[] = [...base];
    overrides.forEach((value, index) => (merged[index] = mergeStripePayload(base[index], value)));
    return merged as T;
  }
  if (isPlainObject(base) && isPlainObject(overrides)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(overrides)) merged[key] = mergeStripePayload(base[key], value);
    return merged as T;
  }
  return overrides as T;
}

const build =
  <T>(name: StripeFixtureName) =>
  (overrides?: DeepPartial<T>): T =>
    mergeStripePayload(loadStripeFixture<T>(name), overrides);

/** A price and its legacy plan twin, as they appear in a subscription item. */
function priceAndPlan(key: StripeTestPriceKey): { price: Stripe.Price; plan: Stripe.Plan } {
  const { id, product, planId, period, unitAmount } = STRIPE_TEST_PRICES[key];
  const interval = period === 'annual' ? 'year' : 'month';
  const name = `${planId[0].toUpperCase()}${planId.slice(1)}`;
  const price = mergeStripePayload(loadStripeFixture<Stripe.Price>('price-professional-monthly'), {
    id,
    product,
    lookup_key: `${planId}_${period}`,
    metadata: { planId, period },
    nickname: `${name} (${period})`,
    recurring: { interval },
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
  const plan = {
    id,
    object: 'plan',
    active: true,
    amount: unitAmount,
    amount_decimal: String(unitAmount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: 'usd',
    interval,
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  } as unknown as Stripe.Plan;
  return { price, plan };
}

/** Subscription builders take an optional price key that sets the item's price and plan together. */
const buildSubscription =
  (name: StripeFixtureName) =>
  (overrides?: DeepPartial<Stripe.Subscription>, priceKey?: StripeTestPriceKey): Stripe.Subscription => {
    const base = loadStripeFixture<Stripe.Subscription>(name);
    const withPrice = priceKey ? mergeStripePayload(base, { items: { data: [priceAndPlan(priceKey)] } }) : base;
    return mergeStripePayload(withPrice, overrides);
  };

export const stripePayloads = {
  customer: build<Stripe.Customer>('customer'),
  /** A visa card ending 4242, expiring 12/2030. */
  paymentMethod: build<Stripe.PaymentMethod>('payment-method'),
  price: (key: StripeTestPriceKey, overrides?: DeepPartial<Stripe.Price>): Stripe.Price => mergeStripePayload(priceAndPlan(key).price, overrides),
  /** Active, professional monthly, default_payment_method expanded (the card above). */
  subscription: buildSubscription('subscription-active'),
  /** subscriptions.create without a trial: incomplete, latest_invoice (open, 249.00) expanded with its confirmation_secret. */
  incompleteSubscription: buildSubscription('subscription-create-incomplete'),
  /** subscriptions.create with a 14-day trial: trialing, a $0 paid invoice, pending_setup_intent expanded. */
  trialingSubscription: buildSubscription('subscription-create-trialing'),
  /** The first invoice, paid, of the subscription above. */
  invoice: build<Stripe.Invoice>('invoice-paid'),
  /** The first invoice's payment: paid by the PaymentIntent below (an entry of the invoice's expanded `payments`). */
  invoicePayment: build<Stripe.InvoicePayment>('invoice-payment-paid'),
  /** That PaymentIntent refunded in full, reason duplicate. */
  refund: build<Stripe.Refund>('refund'),
  /** A renewal invoice whose payment failed (open, attempt_count 1). */
  failedInvoice: build<Stripe.Invoice>('invoice-payment-failed'),
  /** The first invoice's PaymentIntent, succeeded, payment_method expanded. */
  paymentIntent: build<Stripe.PaymentIntent>('payment-intent-succeeded'),
  /** The trial's SetupIntent, succeeded, payment_method expanded. */
  setupIntent: build<Stripe.SetupIntent>('setup-intent-succeeded'),
  /** checkout.sessions.create's answer: open, with the hosted page's url. */
  openCheckoutSession: build<Stripe.Checkout.Session>('checkout-session-open'),
  /** A completed and paid subscription checkout session. */
  checkoutSession: build<Stripe.Checkout.Session>('checkout-session-complete'),
  portalSession: build<Stripe.BillingPortal.Session>('billing-portal-session'),
  /**
   * An event envelope as delivered to the webhook endpoint. Without `object`, the recorded event of that type is used
   * (customer.subscription.updated, invoice.paid, invoice.payment_failed, checkout.session.completed).
   */
  event(type: string, object?: { id: string; object: string }, overrides?: DeepPartial<Stripe.Event>): Stripe.Event {
    const recorded = RECORDED_EVENTS[type];
    if (!recorded && !object) throw new Error(`No recorded ${type} event: pass its data.object`);
    const base = loadStripeFixture<Stripe.Event>(recorded ?? 'event-invoice-paid');
    const event = recorded
      ? base
      : ({ ...base, id: `evt_test_${type.replace(/\W/g, '_')}`, type, request: { id: null, idempotency_key: null } } as unknown as Stripe.Event);
    if (object) event.data = { object } as Stripe.Event['data'];
    return mergeStripePayload(event, overrides);
  },
};

const RECORDED_EVENTS: Record<string, StripeFixtureName> = {
  'customer.subscription.updated': 'event-customer-subscription-updated',
  'invoice.paid': 'event-invoice-paid',
  'invoice.payment_failed': 'event-invoice-payment-failed',
  'checkout.session.completed': 'event-checkout-session-completed',
};

/** A webhook delivery: the exact body and its Stripe-Signature header (timestamp in Unix seconds, default now). */
export function signStripeWebhook(payload: string | object, options: { secret?: string; timestamp?: number } = {}): { body: string; signature: string } {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? STRIPE_TEST_KEYS.webhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { body, signature };
}

// ---------------------------------------------------------------------------------------------------------------------
// Replies

export interface StripeFixtureReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const stripeOk = (body: unknown): StripeFixtureReply => ({ status: 200, body });

export const stripeErrors = {
  /** 404 as Stripe answers for an unknown id: `No such <kind>: '<id>'`, code resource_missing. */
  resourceMissing(kind: string, id: string): StripeFixtureReply {
    const recorded = loadStripeFixture<{ error: Record<string, unknown> }>('error-resource-missing');
    return { status: 404, body: { error: { ...recorded.error, message: `No such ${kind}: '${id}'` } } };
  },
  /** 402 card_error; defaults to Stripe's insufficient-funds decline. */
  cardDeclined(overrides: { message?: string; code?: string; decline_code?: string } = {}): StripeFixtureReply {
    const recorded = loadStripeFixture<{ error: Record<string, unknown> }>('error-card-declined');
    return { status: 402, body: { error: { ...recorded.error, ...overrides } } };
  },
  /** Any other Stripe error body, e.g. 400 invalid_request_error. */
  of(status: number, error: { type: string; message: string; code?: string; param?: string }): StripeFixtureReply {
    return { status, body: { error } };
  },
};

// ---------------------------------------------------------------------------------------------------------------------
// The server

export interface RecordedStripeRequest {
  method: string;
  /** Without the query string, e.g. /v1/subscriptions/sub_123. */
  path: string;
  /** The query string, decoded like the form body (GET requests carry their params here, e.g. expand[0]). */
  query: Record<string, unknown>;
  /** The form body decoded into objects and arrays: `items[0][price]=x` → `{ items: [{ price: 'x' }] }`; values stay strings. */
  body: Record<string, unknown>;
  rawBody: string;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  headers: IncomingHttpHeaders;
}

export type StripeFixtureHandler = (request: RecordedStripeRequest, params: Record<string, string>) => StripeFixtureReply | Promise<StripeFixtureReply>;

export interface StripeFixtureServer {
  /** http://127.0.0.1:<port>, for `stripeApiBaseUrl` / STRIPE_API_BASE_URL. */
  url: string;
  /** Every request received, in order, unrouted ones included. */
  requests: RecordedStripeRequest[];
  /**
   * Answers `method path` (path segments like `:id` match anything and are passed as params). The route registered
   * last wins, so a test can override a default.
   */
  on(method: string, path: string, reply: StripeFixtureReply | StripeFixtureHandler): void;
  /** The requests received for `method path` (same pattern syntax). */
  requestsTo(method: string, path: string): RecordedStripeRequest[];
  /** Forgets routes and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  reply: StripeFixtureReply | StripeFixtureHandler;
}

function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Decodes Stripe's form encoding (qs with indexed arrays) into nested objects and arrays of strings. */
export function decodeStripeForm(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head, ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const container = node as Record<string, unknown>;
      if (index === path.length - 1) {
        container[segment] = value;
        return;
      }
      container[segment] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
      node = container[segment] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

let requestCounter = 0;

export async function startStripeFixtureServer(): Promise<StripeFixtureServer> {
  let routes: Route[] = [];
  const requests: RecordedStripeRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The handler settles its own failures (a fixture's error becomes a 500 answer): nothing is left to reject.
    req.on('end', () => void answer());
    const answer = async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const method = (req.method ?? 'GET').toUpperCase();
      const recorded: RecordedStripeRequest = {
        method,
        path: url.pathname,
        query: decodeStripeForm(url.search.slice(1)),
        body: decodeStripeForm(rawBody),
        rawBody,
        idempotencyKey: header(req.headers, 'idempotency-key'),
        stripeVersion: header(req.headers, 'stripe-version'),
        headers: req.headers,
      };
      requests.push(recorded);

      let reply: StripeFixtureReply;
      const route = [...routes].reverse().find((candidate) => candidate.method === method && candidate.pattern.test(url.pathname));
      try {
        if (!route) {
          reply = stripeErrors.of(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          });
        } else if (typeof route.reply === 'function') {
          const match = route.pattern.exec(url.pathname)!;
          const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
          reply = await route.reply(recorded, params);
        } else {
          reply = route.reply;
        }
      } catch (error) {
        reply = stripeErrors.of(500, { type: 'api_error', message: `Fixture handler failed: ${(error as Error).message}` });
      }

      requestCounter += 1;
      res.writeHead(reply.status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_fixture${String(requestCounter).padStart(6, '0')}`,
        ...(recorded.stripeVersion ? { 'Stripe-Version': recorded.stripeVersion } : {}),
        // A failing fixture should fail the test at once, not after the SDK's retries and back-off.
        ...(reply.status >= 500 ? { 'Stripe-Should-Retry': 'false' } : {}),
        ...(recorded.idempotencyKey ? { 'Idempotency-Key': recorded.idempotencyKey } : {}),
        ...reply.headers,
      });
      res.end(JSON.stringify(reply.body));
    };
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, reply) {
      routes.push({ method: method.toUpperCase(), ...compilePath(path), reply });
    },
    requestsTo(method, path) {
      const { pattern } = compilePath(path);
      return requests.filter((request) => request.method === method.toUpperCase() && pattern.test(request.path));
    },
    reset() {
      routes = [];
      requests.length = 0;
    },
    close() {
      // The SDK keeps connections alive; close them so the server (and jest) can stop at once.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
