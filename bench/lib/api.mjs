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
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
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
