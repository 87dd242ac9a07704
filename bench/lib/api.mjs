// Talking to the app the way a browser-less customer does: JSON bodies, the session cookie carried by hand.

/** One JSON request; the caller decides what its status means. */
export function send(base, method, path, { body, cookie, headers } = {}) {
  return fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A POST that must succeed (set-up steps: a refusal there means the benchmark itself is wrong). */
export async function post(base, path, body, cookie) {
  const response = await send(base, 'POST', path, { body, cookie });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The cookies a response sets, as a Cookie header for the next requests. */
export function sessionCookie(response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

let clients = 0;

/** A new client address, sent as X-Forwarded-For (app-server.mjs sets TRUST_PROXY=loopback): per-address limits then see one customer each, as across the internet. */
export function clientAddress() {
  clients += 1;
  return `10.${(process.pid >> 8) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A new customer, signed up from an address of its own. */
export async function signUp(base, label) {
  const email = `${label}-${Date.now().toString(36)}-${clients}@example.com`;
  const password = 'correct horse battery staple';
  const body = { email, password, firstName: 'Load', lastName: 'Test', companyName: 'Bench Inc' };
  const address = clientAddress();
  const response = await send(base, 'POST', '/api/register', { body, headers: { 'x-forwarded-for': address } });
  if (!response.ok) throw new Error(`/api/register answered ${response.status}: ${await response.text()}`);
  return { email, password, address, cookie: sessionCookie(response) };
}

const authenticators = new Map(); // email → { secret, lastStep }: the bench plays the administrator's authenticator app

/**
 * Signs an administrator in, both steps: enrols the authenticator on the first sign-in (keeping its secret here), then
 * answers each later one with the code of a step not used yet (a code is accepted once; ±1 step is accepted, so a third
 * sign-in within a step waits for the next one).
 */
export async function adminSignIn(base, credentials) {
  const { TOTP, Secret } = await import('otpauth');
  const started = await post(base, '/api/admin/login', credentials);
  const cookie = sessionCookie(started);
  const next = await started.json();
  if (next.step === 'enroll') authenticators.set(credentials.email, { secret: next.secret, lastStep: -Infinity });
  const authenticator = authenticators.get(credentials.email);
  if (!authenticator) throw new Error(`${credentials.email} enrolled its authenticator outside this run: the bench cannot compute its codes`);
  let step = Math.max(Math.floor(Date.now() / 30_000) - 1, authenticator.lastStep + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 100));
  step = Math.max(step, Math.floor(Date.now() / 30_000) - 1);
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(authenticator.secret) }).generate({ timestamp: step * 30_000 });
  const done = await post(base, next.step === 'enroll' ? '/api/admin/login/enroll' : '/api/admin/login/verify', { code }, cookie);
  authenticator.lastStep = step;
  await done.text(); // the session is saved as the body ends: a request sent on the headers alone may find it half-written
  return { cookie: sessionCookie(done) || cookie };
}
