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

export async function signUp(base, label) {
  const email = `${label}-${Date.now().toString(36)}@example.com`;
  const password = 'correct horse battery staple';
  const response = await post(base, '/api/register', { email, password, firstName: 'Load', lastName: 'Test', companyName: 'Bench Inc' });
  return { email, password, cookie: sessionCookie(response) };
}
