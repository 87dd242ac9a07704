import { ORIGIN_CHECK_EXEMPT_PATHS } from '../../src/common/http/origin-check';
import { type ApiOperation, apiOperations, isStateChanging } from '../support/api-operations';
import { type Actor, type ApiWorld, type Call, callFor, createApiWorld, isErrorBody, rowsByActor, sameRows, send } from '../support/api-world';
import { createTestApp } from '../support/test-app';

/**
 * A page on another site can make the victim's browser send requests with the victim's cookie. Every state-changing
 * operation of the OpenAPI document (the signed payment webhook aside) must refuse them, whatever the browser says of
 * where they come from, and refuse bodies a form can send without asking (text/plain, url-encoded, multipart); each
 * refusal is our JSON error and changes nothing. The calls are well-formed ones that would succeed from our own pages.
 * The unsubscribe link is the other exception: its token, not a cookie, opens it, and mail clients POST it with a form.
 */
const WEBHOOK = 'POST /api/webhooks/stripe';
/** Twilio posts forms, signed (X-Twilio-Signature): its webhooks are exempt too. */
const SMS_WEBHOOKS = ['POST /api/webhooks/sms/twilio', 'POST /api/webhooks/sms/twilio/status'];
const UNSUBSCRIBE = 'POST /api/notifications/unsubscribe';
/** The exempt operations, and how each refuses the unsigned or made-up call a foreign page could send. */
const EXEMPT: Record<string, number> = { [WEBHOOK]: 400, [SMS_WEBHOOKS[0]]: 401, [SMS_WEBHOOKS[1]]: 401, [UNSUBSCRIBE]: 400 };
const OUR_ORIGIN = 'http://localhost:3000';

const CROSS_ORIGIN = { status: 403, code: 'REQUEST.CROSS_ORIGIN', message: 'Cross-origin requests are not allowed' };
const NOT_JSON = { status: 415, code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' };

interface Variant {
  name: string;
  headers: Record<string, string>;
  /** Sends the call's body as text of this type instead of JSON. */
  bodyAs?: string;
  refusal: typeof CROSS_ORIGIN;
}

const VARIANTS: Variant[] = [
  { name: 'a foreign Origin', headers: { Origin: 'https://evil.example' }, refusal: CROSS_ORIGIN },
  { name: 'Origin: null (a sandboxed frame, a data: page)', headers: { Origin: 'null' }, refusal: CROSS_ORIGIN },
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'Sec-Fetch-Site': 'cross-site' }, refusal: CROSS_ORIGIN },
  { name: 'Sec-Fetch-Site: cross-site with our own Origin', headers: { 'Sec-Fetch-Site': 'cross-site', Origin: OUR_ORIGIN }, refusal: CROSS_ORIGIN },
  {
    name: 'Sec-Fetch-Site: same-site (a sibling subdomain)',
    headers: { 'Sec-Fetch-Site': 'same-site', Origin: 'http://shop.localhost:3000' },
    refusal: CROSS_ORIGIN,
  },
  { name: 'a text/plain form from another site', headers: { Origin: 'https://evil.example' }, bodyAs: 'text/plain', refusal: CROSS_ORIGIN },
  { name: 'a text/plain body from our own page', headers: { 'Sec-Fetch-Site': 'same-origin', Origin: OUR_ORIGIN }, bodyAs: 'text/plain', refusal: NOT_JSON },
  {
    name: 'a url-encoded body from our own page',
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    bodyAs: 'application/x-www-form-urlencoded',
    refusal: NOT_JSON,
  },
  { name: 'a multipart body from our own page', headers: { Origin: OUR_ORIGIN }, bodyAs: 'multipart/form-data; boundary=x', refusal: NOT_JSON },
];

/** The body as text of another type: what a form or a no-cors fetch can send without a preflight. */
function asText(call: Call, type: string): { call: Call; headers: Record<string, string> } {
  const body = call.body === undefined || typeof call.body === 'function' ? { anything: 1 } : call.body; // a body made at call time is refused before it matters
  return { call: { ...call, body: JSON.stringify(body) }, headers: { 'Content-Type': type } };
}

describe('cross-site requests', () => {
  let apiWorld: ApiWorld;
  let operations: ApiOperation[];

  beforeAll(async () => {
    const app = await createTestApp({ env: { TRIAL_DAYS: '0' } });
    operations = (await apiOperations(app)).filter(isStateChanging);
    apiWorld = await createApiWorld(app);
  }, 60_000);
  afterAll(() => apiWorld.app.close());

  it('covers the state-changing operations', () => {
    expect(operations.length).toBeGreaterThan(25);
  });

  // Each operation is made by whoever it would succeed for: staff on the back office, the owner elsewhere.
  const actorFor = (operation: ApiOperation): Actor =>
    operation.path.startsWith('/api/admin/') && operation.key !== 'POST /api/admin/login' ? 'admin' : 'owner';

  it('refuses every state-changing operation from another site, and every body that is not JSON, changing nothing', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter((candidate) => !(candidate.key in EXEMPT))) {
      const actor = actorFor(operation);
      const before = await rowsByActor(apiWorld);
      for (const variant of VARIANTS) {
        const call = callFor(operation, apiWorld, actor);
        const text = variant.bodyAs ? asText(call, variant.bodyAs) : { call, headers: {} };
        const response = await send(apiWorld, actor, operation, text.call, { ...variant.headers, ...text.headers });
        const { code, message } = response.body;
        if (
          response.status !== variant.refusal.status ||
          code !== variant.refusal.code ||
          message !== variant.refusal.message ||
          !isErrorBody(response.body, response.status)
        ) {
          problems.push(`${operation.key}, ${variant.name}: ${response.status} ${response.text.slice(0, 160)}`);
        }
      }
      if (!sameRows(await rowsByActor(apiWorld), before)) problems.push(`${operation.key}: refused, yet rows changed`);
    }
    expect(problems).toEqual([]);
  }, 120_000); // some 250 requests and 100 snapshots of every table: past 30 s on a loaded 2-core machine

  it.each(Object.keys(EXEMPT))(
    'leaves %s, and only the exempt ones, to its signature: a cross-site request is refused for the signature, not the origin',
    async (key) => {
      expect(ORIGIN_CHECK_EXEMPT_PATHS.map((path) => `POST ${path}`)).toEqual(Object.keys(EXEMPT));
      const operation = operations.find((candidate) => candidate.key === key)!;
      const response = await send(apiWorld, 'signedOut', operation, callFor(operation, apiWorld, 'signedOut'), {
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://evil.example',
      });
      expect(response.status).toBe(EXEMPT[key]);
      expect(response.body.code).not.toBe(CROSS_ORIGIN.code);
    },
  );
});
