// HTTP as the fault scenarios use it: every request timed and bounded (a hang is a result, not a stuck script),
// customers signed up through the API, and a steady background load whose answers are kept for counting.
import { clientAddress } from './api.mjs';

export { clientAddress }; // the fault scenarios take it from here with the rest

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * One request; never throws. `status` is the HTTP status, or 'timeout' / 'error' when no answer came; `ms` how long
 * it took. A JSON body is sent as such; the answer's JSON (when it is) is in `body`.
 */
export async function call(base, method, path, { body, cookie, headers = {}, timeoutMs = DEFAULT_TIMEOUT_MS } = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    const setCookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    return { status: response.status, ms: performance.now() - started, body: json, setCookie };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? 'timeout' : 'error', ms: performance.now() - started, body: null, error: error.message };
  }
}

/** Like `call`, but anything other than `expected` throws (for set-up steps that must work). */
export async function must(expected, base, method, path, options) {
  const answer = await call(base, method, path, options);
  if (answer.status !== expected)
    throw new Error(`${method} ${path} answered ${answer.status} (expected ${expected}): ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer;
}

export const PASSWORD = 'correct horse battery staple';

/** A new customer registered through the API (signed in: `cookie`). */
export async function signUp(base, label) {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await must(201, base, 'POST', '/api/register', {
    headers: { 'x-forwarded-for': clientAddress() },
    body: { email, password: PASSWORD, firstName: 'Fault', lastName: 'Test', companyName: 'Fault Inc' },
  });
  return { email, id: answer.body.id, cookie: answer.setCookie };
}

/**
 * Signs up `count` customers, a few at a time (argon2 is deliberately slow). With `db`, their e-mail addresses are marked
 * verified, as opening the mailed link would: mail to a customer goes only to a proven address, and the scenarios count
 * those mails.
 */
export async function signUpMany(base, label, count, { parallel = 4, db } = {}) {
  const customers = [];
  for (let index = 0; index < count; index += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - index) }, (_, offset) => signUp(base, `${label}-${index + offset}`));
    customers.push(...(await Promise.all(batch)));
  }
  if (db) await db.query('update users set email_verified_at = now() where id = any($1)', [customers.map((customer) => customer.id)]);
  return customers;
}

/**
 * `connections` loops, each sending the request `next()` describes, back to back (with `pauseMs` between), until
 * `stop()`; every answer is kept as { at, name, status, ms } for counting by time window.
 */
export function startLoad({ connections, next, pauseMs = 0, timeoutMs = DEFAULT_TIMEOUT_MS }) {
  const samples = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const { name, base, method = 'GET', path, body, cookie } = next();
      const at = Date.now();
      const answer = await call(base, method, path, { body, cookie, timeoutMs });
      samples.push({ at, name, status: answer.status, ms: answer.ms, code: answer.body?.code });
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      return samples;
    },
  };
}

/** Counts of answers by status ("200: 412, 503: 97") for the samples matching `filter`. */
export function statusCounts(samples) {
  const counts = {};
  for (const sample of samples) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}

/** Writes that queue work through the outbox (mail, payment events), made as the web app makes them. */
export const writes = {
  /** One mail to the customer. At most 10 an hour per customer. */
  ticket: (base, customer) =>
    call(base, 'POST', '/api/support-request', {
      cookie: customer.cookie,
      body: { subject: 'Calls go to voicemail', category: 'technical', message: 'Every caller hears voicemail since this morning.', priority: 'high' },
    }),
  /** Two mails: to sales and to the sender. */
  contact: (base, label) =>
    call(base, 'POST', '/api/contact', {
      headers: { 'x-forwarded-for': clientAddress() },
      body: {
        firstName: 'Fault',
        lastName: 'Test',
        email: `${label}@example.com`,
        companyName: 'Fault Inc',
        companySize: '11-50',
        interestedIn: 'pricing',
        message: 'Please call me back about pricing.',
        agreeToTerms: true,
      },
    }),
  /** One mail with a reset link. */
  forgotPassword: (base, customer) =>
    call(base, 'POST', '/api/forgot-password', { headers: { 'x-forwarded-for': clientAddress() }, body: { email: customer.email } }),
  /** The sandbox's embedded checkout as the browser runs it; its provider events go through the outbox. Returns the last answer. */
  async subscribe(base, customer, planId = 'professional') {
    const started = await call(base, 'POST', '/api/create-subscription', { cookie: customer.cookie, body: { planId, isAnnual: false } });
    if (started.status !== 201) return started;
    const card = { clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    const paid = await call(base, 'POST', '/api/sandbox/intents/confirm', { cookie: customer.cookie, body: card });
    if (paid.status !== 200) return paid;
    return call(base, 'POST', '/api/subscription/confirm', { cookie: customer.cookie, body: { paymentIntentId: started.body.paymentIntentId, planId } });
  },
};
