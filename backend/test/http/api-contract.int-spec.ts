import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import fc from 'fast-check';
import { type Response } from 'supertest';
import { ORIGIN_CHECK_EXEMPT_PATHS } from '../../src/common/http/origin-check';
import { EmailVerificationToken } from '../../src/modules/auth/email-verification-token.entity';
import { hashLinkToken } from '../../src/modules/auth/link-tokens';
import { ResetToken } from '../../src/modules/auth/reset-token.entity';
import { VOICE_PLATFORM, type VoicePlatform } from '../../src/modules/calls/platforms/voice-platform';
import { signVapiBody } from '../../src/modules/calls/platforms/vapi/vapi-signature';
import { twilioSignature } from '../../src/modules/messaging/gateways/twilio-signature';
import { RECEPTIONIST_LANGUAGES } from '../../src/modules/receptionists/receptionist-languages';
import { User } from '../../src/modules/users/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { CARDS, payAtSandbox, startCheckout, subscribe } from '../billing/billing-helpers';
import { unsubscribeToken } from '../notifications/notifications-helpers';
import { type Customer, registerCustomer, signIn, signInAdministrator, totpCode } from '../support/accounts';
import { type ApiOperation, apiOperations, openApiDocument, type OperationObject, type Parameter, type Schema } from '../support/api-operations';
import { type Actor, type ApiWorld, type Call, callFor, createApiWorld, prepare, send, settingsSave } from '../support/api-world';
import { answerKey, OpenApiContract } from '../support/openapi-validator';
import {
  signStripeWebhook,
  startStripeFixtureServer,
  type StripeFixtureServer,
  stripeOk,
  stripePayloads,
  stripeTestEnv,
} from '../support/stripe-fixture-server';
import { proxyUrl } from '../support/tcp-proxy';
import { createTestApp, type TestApp } from '../support/test-app';
import { TWILIO_TEST_ACCOUNT } from '../support/twilio-stand-in';
import { ReceptionistSettingsService } from '../../src/modules/receptionist-settings/receptionist-settings.service';
import { THROTTLE_WALKS } from '../support/throttle-walks';
import { vapiCallFixture, vapiSignedHeaders, VAPI_TEST_SECRET } from '../support/vapi-fixtures';
import { putLive, realLine } from '../support/receptionist-lines';

/**
 * The OpenAPI document is the contract: every answer the real app gives, to well-formed calls and to each refusal, is
 * one the document describes (status, content type, body schema, promised headers: support/openapi-validator.ts), and
 * every (operation, status) the document lists is reached by some call here. The document is read from the running app,
 * so a new operation or a new documented status is probed or reported without editing this file.
 *
 * How each (operation, status) is reached, at a glance:
 * - PROBES: generic refusals, made on every operation the document says they apply to (a state-changing method, a
 *   JSON request body, an {id}, a text parameter, a documented 401/403/404/400/429);
 * - ROWS: well-formed calls (support/api-world.ts CALLS) and each specific refusal, in an order that builds the state
 *   the next needs (the owner pays, then cannot subscribe twice);
 * - OUTAGE_ROWS and the outage probe: a second app with the Stripe adapter and its database and Redis behind proxies
 *   the test cuts (the sandbox provider takes no webhooks and has no card portal);
 * - UNREACHABLE: the documented answers no test can provoke, each with why.
 */

/** The operation as the document describes it. */
interface Operation {
  key: string;
  api: ApiOperation;
  spec: OperationObject;
  /** Its JSON request body's schema, if it takes one. */
  jsonBody?: Schema;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  documents: (status: number) => boolean;
}

interface Probe {
  status: number;
  how: string;
  appliesTo: (operation: Operation) => boolean;
  send: (operation: Operation) => Promise<Response>;
}

interface Row {
  key: string;
  status: number;
  how: string;
  send: (operation: Operation) => Promise<Response>;
}

let contract: OpenApiContract;
let apiWorld: ApiWorld;
let operations: Map<string, Operation>;

const EVIL_ORIGIN = { Origin: 'https://evil.example' };
/** Over every body limit of the app: the API's JSON (BODY_LIMIT, 100 kB) and the voice webhook's raw body (2 MB). */
const OVER_EVERY_BODY_LIMIT = 3 * 1024 * 1024;
const UNKNOWN_NUMBER_ID = 999_999_999;
const CARD = { cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' };
const JSON_TEXT = { 'Content-Type': 'application/json' };
const GOOGLE_UNREACHABLE = { GOOGLE_CLIENT_ID: 'contract-client', GOOGLE_CLIENT_SECRET: 'contract-secret', GOOGLE_OAUTH_BASE_URL: 'http://127.0.0.1:9' };

const isStaffOperation = (operation: Operation) => operation.api.path.startsWith('/api/admin/');
/** Who a well-formed call of the operation succeeds for: staff in the back office, the owner elsewhere. */
const successActor = (operation: Operation): Actor => (isStaffOperation(operation) ? 'admin' : 'owner');
const wellFormed = (operation: Operation, actor: Actor) => callFor(operation.api, apiWorld, actor);
const isNumeric = (schema: Schema | undefined) => ['integer', 'number'].includes(contract.resolve(schema)?.type);

/** A schema's own shape, through `$ref` and the `allOf: [{ $ref }]` wrapper the document uses for enums. */
function shapeOf(schema: Schema | undefined): Schema | undefined {
  const resolved = contract.resolve(schema);
  return resolved?.allOf?.length === 1 ? shapeOf(resolved.allOf[0]) : resolved;
}

/** A JSON value its schema refuses: outside the enum, or of another type; undefined when none is certain. */
function wrongBodyValue(schema: Schema | undefined): unknown {
  const shape = shapeOf(schema);
  if (!shape) return undefined;
  if (shape.enum) return 'none-of-the-listed-values';
  return { integer: 'not a number', number: 'not a number', boolean: 'not a boolean', array: 'not a list', object: 'not an object', string: 12345 }[
    shape.type as string
  ];
}

/** A query text its parameter's schema refuses; undefined when any text would do. */
function wrongQueryValue(schema: Schema | undefined): string | undefined {
  const shape = shapeOf(schema);
  if (!shape) return undefined;
  if (shape.enum) return 'none-of-the-listed-values';
  if (['integer', 'number'].includes(shape.type)) return 'not-a-number';
  if (shape.type === 'boolean') return 'not-a-boolean';
  if (shape.maxLength !== undefined) return 'x'.repeat(shape.maxLength + 1);
  return undefined;
}

/** The well-formed call with one of its body's fields, or one of its query's parameters, given a value the schema refuses. */
async function invalidInput(operation: Operation): Promise<Call | undefined> {
  const call = wellFormed(operation, successActor(operation));
  if (operation.jsonBody) {
    const properties = Object.entries(shapeOf(operation.jsonBody)?.properties ?? {}) as [string, Schema][];
    const [field, wrong] = properties.map(([name, schema]) => [name, wrongBodyValue(schema)] as const).find(([, value]) => value !== undefined) ?? [];
    if (!field) return undefined;
    const body = typeof call.body === 'function' ? await (call.body as (app: TestApp) => Promise<unknown>)(apiWorld.app) : call.body;
    return { ...call, body: { ...(body as object), [field]: wrong } };
  }
  const [name, wrong] =
    operation.queryParameters.map((parameter) => [parameter.name, wrongQueryValue(parameter.schema)] as const).find(([, value]) => value !== undefined) ?? [];
  return name ? { ...call, query: { ...call.query, [name]: wrong! } } : undefined;
}

/** The call with every path parameter replaced: numbers by `number`, texts by `text`. */
/** Each path parameter set to `number` or `text`, or, for a text its schema gives a pattern to, a random text of that pattern. */
function withPathParameters(operation: Operation, call: Call, number: string | number, text: string): Call {
  const valueOf = (schema: Schema | undefined) => {
    if (isNumeric(schema)) return number;
    const pattern = contract.resolve(schema)?.pattern as string | undefined;
    return pattern ? fc.sample(fc.stringMatching(new RegExp(pattern)), 1)[0] : text;
  };
  return { ...call, params: Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, valueOf(parameter.schema)])) };
}

/**
 * Operations whose body is proven by a signature over its bytes, read before anything else: a probe about the body
 * signs it, so the answer is about the body (the unsigned call is the 401 probe).
 */
const SIGNERS: Record<string, (body: string) => Record<string, string>> = {
  'POST /api/webhooks/voice/vapi': (body) => ({ 'x-vapi-signature': signVapiBody(body, VAPI_TEST_SECRET) }),
};

/** The call with its body as JSON text, signed where the operation takes only signed bodies. */
function sendBody(actor: Actor, operation: Operation, call: Call, headers: Record<string, string> = {}) {
  const sign = SIGNERS[operation.key];
  if (!sign || call.body === undefined) return send(apiWorld, actor, operation.api, call, headers);
  const body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  return send(apiWorld, actor, operation.api, { ...call, body }, { ...JSON_TEXT, ...sign(body), ...headers });
}

/** A raw body sent as it is, by a signed-out visitor: the HTTP layer answers before any session or route. */
const rawBody = (operation: Operation, contentType: string, body: string) =>
  sendBody('signedOut', operation, { ...wellFormed(operation, 'signedOut'), body }, { 'Content-Type': contentType });

/** A free-text parameter of the operation: of its path first, else of its query. */
function textParameter(operation: Operation): Parameter | undefined {
  const isText = (parameter: Parameter) => shapeOf(parameter.schema)?.type === 'string' && !shapeOf(parameter.schema)?.enum;
  return operation.pathParameters.find(isText) ?? operation.queryParameters.find(isText);
}

/** The well-formed call with a text parameter given a null character, which no text may hold. */
function withNullCharacter(operation: Operation): Call {
  const call = wellFormed(operation, successActor(operation));
  const parameter = textParameter(operation)!;
  const where = parameter.in === 'path' ? 'params' : 'query';
  return { ...call, [where]: { ...call[where], [parameter.name]: 'a\u0000b' } };
}

// prettier-ignore
const PROBES: Probe[] = [
  { status: 403, how: 'Origin: https://evil.example on a state-changing call',
    appliesTo: (operation) => operation.api.method !== 'get' && !ORIGIN_CHECK_EXEMPT_PATHS.includes(operation.api.path),
    send: (operation) => send(apiWorld, 'signedOut', operation.api, wellFormed(operation, 'signedOut'), EVIL_ORIGIN) },
  { status: 415, how: 'a text/plain body',
    appliesTo: (operation) => !!operation.jsonBody || operation.documents(415),
    send: (operation) => rawBody(operation, 'text/plain', 'planId=professional') },
  { status: 415, how: 'a JSON body in UTF-16',
    appliesTo: (operation) => !!operation.jsonBody,
    send: (operation) => rawBody(operation, 'application/json; charset=utf-16le', '{}') },
  { status: 413, how: 'a 3 MB JSON body (over every limit)',
    appliesTo: (operation) => !!operation.jsonBody || operation.documents(413),
    send: (operation) => rawBody(operation, 'application/json', JSON.stringify({ text: 'x'.repeat(OVER_EVERY_BODY_LIMIT) })) },
  { status: 400, how: 'malformed JSON',
    appliesTo: (operation) => !!operation.jsonBody,
    send: (operation) => rawBody(operation, 'application/json', '{"broken": ') },
  { status: 400, how: 'text that is not valid Unicode (a lone surrogate)',
    appliesTo: (operation) => !!operation.jsonBody,
    send: (operation) => rawBody(operation, 'application/json', '{"text":"\\ud800"}') },
  { status: 400, how: 'a malformed id (abc), by whom the call is for',
    appliesTo: (operation) => operation.pathParameters.some((parameter) => isNumeric(parameter.schema)),
    send: (operation) => send(apiWorld, successActor(operation), operation.api, withPathParameters(operation, wellFormed(operation, successActor(operation)), 'abc', 'abc')) },
  // Not POST /api/login: the visitor's well-formed call signs in with its own credentials (a wrong password is a row).
  { status: 401, how: 'signed out',
    appliesTo: (operation) => operation.key !== 'POST /api/login' && (isSecured(operation) || operation.documents(401)),
    send: (operation) => send(apiWorld, 'signedOut', operation.api, wellFormed(operation, 'signedOut')) },
  { status: 403, how: 'a customer on a staff operation',
    appliesTo: (operation) => isStaffOperation(operation) && operation.documents(403) && (isSecured(operation) || !declaresSecurity()),
    send: (operation) => send(apiWorld, 'otherCustomer', operation.api, wellFormed(operation, 'otherCustomer')) },
  { status: 404, how: 'an unknown id, by whom the call is for',
    appliesTo: (operation) => operation.pathParameters.length > 0 && operation.documents(404),
    send: (operation) => send(apiWorld, successActor(operation), operation.api, withPathParameters(operation, wellFormed(operation, successActor(operation)), UNKNOWN_NUMBER_ID, `unknown-${randomUUID().slice(0, 8)}`)) },
  { status: 400, how: 'a field or query parameter of a wrong type or outside its enum, built from the schema',
    appliesTo: (operation) => operation.documents(400) && (!!shapeOf(operation.jsonBody)?.properties || operation.queryParameters.some((parameter) => wrongQueryValue(parameter.schema) !== undefined)),
    send: async (operation) => sendBody(successActor(operation), operation, (await invalidInput(operation))!) },
  { status: 400, how: 'a null character in a text parameter of the path or the query',
    appliesTo: (operation) => operation.documents(400) && textParameter(operation) !== undefined,
    send: (operation) => send(apiWorld, successActor(operation), operation.api, withNullCharacter(operation)) },
  { status: 429, how: 'walked past its limit (support/throttle-walks.ts)',
    appliesTo: (operation) => operation.documents(429),
    send: (operation) => {
      const walk = THROTTLE_WALKS[operation.key];
      if (!walk) throw new Error(`${operation.key} documents 429 but support/throttle-walks.ts has no walk for it`);
      return walk(apiWorld.app);
    } },
];

function isSecured(operation: Operation): boolean {
  return (operation.spec.security ?? contract.document.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
}

/** Whether the document says which operations need a session at all (until it does, a staff path with a 403 is taken to). */
const declaresSecurity = () => [...operations.values()].some(isSecured);

// ---------------------------------------------------------------------------------------------------------------------
// Rows: well-formed calls and specific refusals, in order.

const row = (key: string, status: number, how: string, sendRow: Row['send']): Row => ({ key, status, how, send: sendRow });
/** The well-formed call (support/api-world.ts CALLS) by the actor, changed if need be. */
const as =
  (actor: Actor, change: (call: Call) => Call = (call) => call, headers: Record<string, string> = {}): Row['send'] =>
  (operation) =>
    send(apiWorld, actor, operation.api, change(wellFormed(operation, actor)), headers);
/** The well-formed call by whom it is for, with these headers. */
const asWhom =
  (headers: Record<string, string> = {}): Row['send'] =>
  (operation) =>
    as(successActor(operation), undefined, headers)(operation);
const em = () => apiWorld.app.get(EntityManager).fork();
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => em().getConnection().execute<T[]>(query, params);
const world = () => apiWorld.world;
const accounts = () => apiWorld.accounts;

/** A new receptionist of the owner, put live on a sandbox line as our team would. */
async function liveReceptionist(phoneNumber: string): Promise<number> {
  const { id } = (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Checked line', phoneNumber }).expect(201)).body as { id: number };
  await putLive(apiWorld.app, id);
  return id;
}

/** A link the app would have mailed: its token, stored as the app stores it (its SHA-256). */
async function mailedLink(entity: typeof ResetToken | typeof EmailVerificationToken, userId: number, email?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const manager = em();
  manager.create(entity, { user: userId, tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + 3_600_000), ...(email ? { email } : {}) } as never);
  await manager.flush();
  return token;
}

/** A customer promoted to administrator in the database, as start-up makes them: not enrolled, one password step done. */
async function newAdministratorAtSecondStep(): Promise<{ secret: string; agent: Awaited<ReturnType<typeof signIn>> }> {
  const customer = await registerCustomer(apiWorld.app, { verified: true });
  await em().nativeUpdate(User, { id: customer.id }, { role: 'admin' });
  const agent = apiWorld.app.http();
  const first = await agent.post('/api/admin/login').send({ email: customer.email, password: customer.password }).expect(200);
  return { secret: first.body.secret, agent };
}

/** Twilio's account, without its API: the contract's apps verify Twilio's webhooks and send no text. */
const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.authToken,
  TWILIO_FROM_NUMBER: TWILIO_TEST_ACCOUNT.fromNumber,
};
const SMS_INBOUND = 'POST /api/webhooks/sms/twilio';
const SMS_STATUS = 'POST /api/webhooks/sms/twilio/status';
/** An inbound text from a caller, as Twilio posts it. */
const inboundText = (body: string) => ({
  MessageSid: `SM${randomBytes(16).toString('hex')}`,
  From: '+14155550123',
  To: TWILIO_TEST_ACCOUNT.fromNumber,
  Body: body,
});
const statusCallback = () => ({ MessageSid: `SM${randomBytes(16).toString('hex')}`, MessageStatus: 'delivered' });
/** The form as Twilio sends it, signed with `token` for the operation's address (the tests' APP_URL). */
const twilioForm = (operation: Operation, form: Record<string, string>, token: string = TWILIO_TEST_ACCOUNT.authToken) => ({
  call: { body: new URLSearchParams(form).toString() } as Call,
  headers: {
    'Content-Type': 'application/x-www-form-urlencoded',
    'X-Twilio-Signature': twilioSignature(token, `http://localhost:3000${operation.api.path}`, form),
  },
});
const fromTwilio = (operation: Operation, form: Record<string, string>, token?: string) => {
  const { call, headers } = twilioForm(operation, form, token);
  return send(apiWorld, 'signedOut', operation.api, call, headers);
};

const vapiMessage = () => JSON.stringify(vapiCallFixture('status-update-in-progress', { id: `contract-${randomUUID()}` }));
const signedVapi = (operation: Operation, body = vapiMessage()) => sendBody('signedOut', operation, { body });

/** The voice platform fails to give recordings while `during` runs (a platform outage), then works again. */
async function withRecordingsFailing(during: () => Promise<Response>): Promise<Response> {
  const platform = apiWorld.app.get<VoicePlatform>(VOICE_PLATFORM);
  const working = platform.openRecording;
  platform.openRecording = async () => {
    throw new Error('the voice platform is down');
  };
  try {
    return await during();
  } finally {
    platform.openRecording = working;
  }
}

/** A hosted checkout of the customer's: its session's id. */
async function hostedCheckout(customer: Customer): Promise<string> {
  const started = await customer.agent.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: false }).expect(201);
  return new URL(started.body.url).pathname.split('/').pop()!;
}

/** Pays the hosted checkout at the sandbox's page; the browser never comes back to confirm it. */
const payHostedCheckout = (customer: Customer, sessionId: string, cardNumber = CARDS.visa) =>
  customer.agent.post(`/api/sandbox/checkout-sessions/${sessionId}/complete`).send({ ...CARD, cardNumber });

/** The customer's and the staff's recording operations answer alike. */
const recordingRows = (key: string): Row[] => [
  row(key, 200, 'well-formed', asWhom()),
  row(key, 206, 'Range: bytes=0-1', asWhom({ Range: 'bytes=0-1' })),
  row(key, 416, 'Range: bytes=100- (the recording has 4 bytes)', asWhom({ Range: 'bytes=100-' })),
  row(key, 503, 'the voice platform fails to give the recording', (operation) => withRecordingsFailing(() => asWhom()(operation))),
];

/** A receptionist's settings, by its owner or our team: each operation well-formed, and a save or restore from an old version. */
const settingsRows = (prefix: string, actor: Actor): Row[] => {
  const path = `${prefix}/receptionists/{id}/settings`;
  const stale = as(actor, (call) => ({ ...call, body: async (app: TestApp) => ({ ...(await settingsSave(app, world().receptionistId)), baseVersion: 0 }) }));
  return [
    row(`GET ${path}`, 200, 'well-formed', as(actor)),
    row(`PUT ${path}`, 200, 'well-formed', as(actor)),
    row(`PUT ${path}`, 409, 'from a version saved over since', stale),
    row(
      `PUT ${path}`,
      403,
      'one more person to transfer to than the plan allows',
      as(actor, (call) => ({
        ...call,
        body: async (app: TestApp) => {
          const { version, settings, allowance } = await app.get(ReceptionistSettingsService).current(world().receptionistId, {});
          const transfers = Array.from({ length: allowance.transferPeople + 1 }, (_, index) => ({
            name: `Person ${index}`,
            number: `+1415555${String(index).padStart(4, '0')}`,
            when: 'open',
            askFor: '',
          }));
          return { baseVersion: version, settings: { ...settings, transfers } };
        },
      })),
    ),
    row(`GET ${path}/versions`, 200, 'well-formed', as(actor)),
    row(`GET ${path}/versions/{version}`, 200, 'well-formed', as(actor)),
    row(`POST ${path}/versions/{version}/restore`, 200, 'well-formed', as(actor)),
    row(
      `POST ${path}/versions/{version}/restore`,
      409,
      'over a version saved since',
      as(actor, (call) => ({ ...call, body: { baseVersion: 0 } })),
    ),
  ];
};

// prettier-ignore
const ROWS: Row[] = [
  //  operation                                        status  how
  row('GET /api/health',                                 200, 'well-formed', as('signedOut')),
  row('GET /api/health/live',                            200, 'well-formed', as('signedOut')),
  row('GET /api/health/ready',                           200, 'well-formed', as('signedOut')),
  row('GET /api/plans',                                  200, 'well-formed', as('signedOut')),
  row('GET /api/contact-details',                        200, 'well-formed', as('signedOut')),
  row('POST /api/contact',                               201, 'well-formed', as('signedOut')),
  row('GET /api/validate-reset-token',                   200, 'well-formed', as('signedOut')),
  row('POST /api/forgot-password',                       200, 'well-formed', as('signedOut')),
  row('POST /api/reset-password',                        400, 'a made-up token', as('signedOut')),
  row('POST /api/reset-password',                        200, "a customer's reset link", async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    const token = await mailedLink(ResetToken, customer.id);
    return as('signedOut', (call) => ({ ...call, body: { token, newPassword: 'another good password' } }))(operation);
  }),
  row('POST /api/register',                              201, 'well-formed', as('signedOut')),
  row('POST /api/register',                              409, "the owner's address", as('signedOut', () => ({ body: { email: accounts().owner.email, password: 'correct horse battery' } }))),
  row('POST /api/login',                                 200, 'well-formed (own credentials)', as('owner')),
  row('POST /api/login',                                 401, 'a wrong password', as('signedOut', () => ({ body: { email: accounts().owner.email, password: 'not the password' } }))),
  row('POST /api/logout',                                200, 'well-formed', as('owner')),
  row('POST /api/admin/login',                           200, 'well-formed (own credentials)', as('admin')),
  row('POST /api/admin/login/enroll',                    409, 'the administrator has enrolled already', as('admin')),
  row('POST /api/admin/login/enroll',                    200, "a new administrator's first sign-in", async () => {
    const { agent, secret } = await newAdministratorAtSecondStep();
    return agent.post('/api/admin/login/enroll').send({ code: totpCode(secret) });
  }),
  row('POST /api/admin/login/verify',                    200, 'well-formed (a current code)', as('admin')),
  row('POST /api/admin/login/verify',                    409, 'an administrator who has not enrolled', async () => {
    const { agent } = await newAdministratorAtSecondStep();
    return agent.post('/api/admin/login/verify').send({ code: '000000' });
  }),
  row('POST /api/admin/second-factor/recovery-codes',    200, 'well-formed (a current code)', as('admin')),
  row('POST /api/admin/logout',                          200, 'well-formed', as('admin')),
  row('GET /api/admin/me',                               200, 'well-formed', as('admin')),
  row('GET /api/sessions',                               200, 'well-formed', as('owner')),
  row('DELETE /api/sessions/{id}',                       204, "the owner's other session", as('owner')),
  row('POST /api/sessions/sign-out-others',              200, 'well-formed', as('owner')),
  row('GET /api/user',                                   200, 'well-formed', as('owner')),
  row('PATCH /api/user',                                 200, 'well-formed', as('owner')),
  row('PATCH /api/user',                                 409, "another customer's address", as('owner', () => ({ body: { email: accounts().otherCustomer.email, currentPassword: accounts().owner.password } }))),
  row('POST /api/user/change-password',                  200, 'well-formed', as('owner')),
  row('POST /api/user/resend-verification',              200, 'well-formed (the owner is not verified)', as('owner')),
  row('POST /api/user/resend-verification',              400, "the administrator's address is verified", as('admin')),
  row('POST /api/verify-email',                          400, 'a made-up token', as('signedOut')),
  row('POST /api/verify-email',                          200, "a link for the account's own address", async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    const token = await mailedLink(EmailVerificationToken, customer.id, customer.email);
    return as('signedOut', () => ({ body: { token } }))(operation);
  }),
  row('POST /api/verify-email',                          409, 'a link for a new address another account took meanwhile', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    const taken = accounts().otherCustomer.email;
    await em().nativeUpdate(User, { id: customer.id }, { pendingEmail: taken });
    const token = await mailedLink(EmailVerificationToken, customer.id, taken);
    return as('signedOut', () => ({ body: { token } }))(operation);
  }),

  row('GET /api/receptionists',                          200, 'well-formed', as('owner')),
  row('GET /api/receptionists/usage',                    200, 'well-formed', as('owner')),
  row('POST /api/receptionists',                         201, 'well-formed', as('owner')),
  row('POST /api/receptionists',                         403, 'a customer at their receptionist limit', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    await em().nativeUpdate(User, { id: customer.id }, { receptionistLimitActive: true, receptionistLimit: 0 });
    return customer.agent.post(operation.api.path).send({ name: 'One too many', phoneNumber: '+1 (415) 555-0134' });
  }),
  row('POST /api/receptionists',                         403, 'a customer without a plan', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    return customer.agent.post(operation.api.path).send({ name: 'Before a plan', phoneNumber: '+1 (415) 555-0134' });
  }),
  row('PATCH /api/receptionists/{id}',                   200, 'well-formed', as('owner')),
  row('PATCH /api/receptionists/{id}',                   403, 'more languages than the plan allows', as('owner', (call) => ({ ...call, body: { languages: RECEPTIONIST_LANGUAGES.slice(0, 4) } }))),
  row('DELETE /api/receptionists/{id}',                  204, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/keep-active',        200, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/forwarding-checks',  201, 'a live receptionist', async (operation) => {
    const id = await liveReceptionist('+1 (415) 555-0134');
    return accounts().owner.agent.post(operation.api.path.replace('{id}', String(id)));
  }),
  row('POST /api/receptionists/{id}/forwarding-checks',  404, "another customer's receptionist", as('otherCustomer')),
  row('POST /api/receptionists/{id}/forwarding-checks',  409, 'a receptionist not live yet', as('owner')),
  row('GET /api/forwarding-checks',                      200, 'well-formed', as('owner')),
  ...settingsRows('/api', 'owner'),
  row('GET /api/receptionist-settings/deliveries',       200, 'well-formed', as('owner')),
  row('GET /api/appointments',                           200, 'well-formed', as('owner')),
  row('POST /api/appointments/{id}/cancel',              200, 'well-formed', as('owner')),
  row('POST /api/appointments/{id}/cancel',              409, 'an appointment cancelled already', as('owner')),
  row('POST /api/appointments/{id}/reschedule',          200, 'well-formed', as('owner')),
  row('POST /api/appointments/{id}/reschedule',          409, 'over another appointment', as('owner', (call) => ({ ...call, body: { startsAt: world().appointmentInTheWay.startsAt } }))),
  row('POST /api/appointments/{id}/reschedule',          400, 'a time that has passed', as('owner', (call) => ({ ...call, body: { startsAt: '2020-01-06T09:00:00Z' } }))),
  row('GET /api/receptionists/{id}/knowledge-gaps',      200, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/dismiss', 204, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/dismiss', 409, 'a question dismissed already', as('owner')),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/answer', 200, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/answer', 409, 'a question answered already', as('owner')),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/answer', 403, 'one more answer than the plan allows', async () => {
    const { id } = (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Full answers', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body as { id: number };
    const { allowance } = await apiWorld.app.get(ReceptionistSettingsService).current(id, {});
    const answers = Array.from({ length: allowance.answers }, (_, index) => ({ question: `Question ${index}?`, answer: 'Yes.' }));
    await accounts().owner.agent.put(`/api/receptionists/${id}/settings`).send(await settingsSave(apiWorld.app, id, (settings) => ({ ...settings, answers }))).expect(200);
    const [call] = await sql<{ id: number }>(
      `insert into calls (user_id, receptionist_id, platform, platform_call_id, status, started_at, facts_sent_at) values (?, ?, 'sandbox', ?, 'ended', now(), now()) returning id`,
      [world().ownerId, id, randomUUID()],
    );
    const [gap] = await sql<{ id: number }>(
      `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at) values (?, ?, ?, 'Do you park cars?', 'do you park cars?', now()) returning id`,
      [world().ownerId, id, call.id],
    );
    const refused = await accounts().owner.agent.post(`/api/receptionists/${id}/knowledge-gaps/${gap.id}/answer`).send({ baseVersion: 1, answer: 'No.' });
    await sql('delete from receptionists where id = ?', [id]); // its place within the owner's receptionist limit is for later rows
    return refused;
  }),
  row('GET /api/receptionists/{id}/calendar',            200, 'well-formed', as('owner')),
  row('POST /api/receptionists/{id}/calendar/connect',   200, 'well-formed (this app has a Google OAuth client)', as('owner')),
  row('GET /api/calendar/oauth/callback',                400, 'a made-up state', as('owner')),
  row('GET /api/calendar/oauth/callback',                302, "the owner's state, with a code Google cannot be reached to exchange", async (operation) => {
    const { body } = await accounts().owner.agent.post(`/api/receptionists/${world().receptionistId}/calendar/connect`).expect(200);
    return as('owner', () => ({ query: { state: new URL(body.url).searchParams.get('state')!, code: 'a-code' } }))(operation);
  }),
  row('DELETE /api/receptionists/{id}/calendar',         204, 'well-formed', as('owner')),
  row('GET /api/support-requests',                       200, 'well-formed', as('owner')),
  row('POST /api/support-request',                       201, 'well-formed', as('owner')),

  row('GET /api/billing',                                200, 'well-formed', as('owner')),
  row('GET /api/billing/payments',                       200, 'well-formed', as('owner')),
  row('POST /api/sandbox/intents/confirm',               402, 'a declined card', async () => {
    const customer = await registerCustomer(apiWorld.app);
    return payAtSandbox(customer, (await startCheckout(customer)).clientSecret, CARDS.declined);
  }),
  row('POST /api/sandbox/intents/confirm',               404, 'a client secret of no intent', as('owner', (call) => ({ body: { ...(call.body as object), clientSecret: 'pi_unknown_secret_unknown' } }))),
  row('POST /api/sandbox/intents/confirm',               409, 'the intent of a checkout replaced by a newer one', async () => {
    const customer = await registerCustomer(apiWorld.app);
    const first = await startCheckout(customer);
    await startCheckout(customer);
    return payAtSandbox(customer, first.clientSecret);
  }),
  row('POST /api/subscription/confirm',                  402, 'an intent not paid yet', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    return customer.agent.post(operation.api.path).send({ paymentIntentId: (await startCheckout(customer)).paymentIntentId, planId: 'professional' });
  }),
  row('POST /api/subscription/confirm',                  404, 'an intent of no checkout of the customer', as('owner', () => ({ body: { paymentIntentId: 'pi_unknown', planId: 'professional' } }))),
  row('POST /api/sandbox/intents/confirm',               200, 'well-formed (the owner pays the embedded checkout)', as('owner')),
  row('POST /api/subscription/confirm',                  200, 'well-formed', as('owner')),
  row('POST /api/subscription/confirm',                  409, 'a second checkout paid before the first was recorded', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    const sessionId = await hostedCheckout(customer);
    await payHostedCheckout(customer, sessionId).expect(200);
    const newer = await startCheckout(customer); // opened before the hosted one was recorded, so nothing stopped it
    await customer.agent.post(operation.api.path).send({ checkoutSessionId: sessionId, planId: 'professional' }).expect(200);
    await payAtSandbox(customer, newer.clientSecret).expect(200);
    return customer.agent.post(operation.api.path).send({ paymentIntentId: newer.paymentIntentId, planId: 'professional' });
  }),
  row('GET /api/sandbox/checkout-sessions/{id}',         200, 'well-formed', as('owner')),
  row('POST /api/sandbox/checkout-sessions/{id}/complete', 409, "the owner's hosted checkout, expired by their payment", as('owner')),
  row('POST /api/sandbox/checkout-sessions/{id}/complete', 200, "a new customer's hosted checkout", async () => {
    const customer = await registerCustomer(apiWorld.app);
    return payHostedCheckout(customer, await hostedCheckout(customer));
  }),
  row('POST /api/sandbox/checkout-sessions/{id}/complete', 402, 'a declined card', async () => {
    const customer = await registerCustomer(apiWorld.app);
    return payHostedCheckout(customer, await hostedCheckout(customer), CARDS.declined);
  }),
  row('GET /api/sandbox/invoices/{id}',                  200, 'well-formed', as('owner')),
  row('POST /api/billing/portal',                        409, 'the sandbox has no card portal', as('owner')),
  row('POST /api/subscription/change',                   200, 'well-formed', as('owner')),
  row('POST /api/subscription/change',                   409, 'a customer without a plan', as('otherCustomer')),
  row('POST /api/subscription/change',                   402, 'a subscriber whose card now declines', async (operation) => {
    const customer = await registerCustomer(apiWorld.app);
    await subscribe(customer);
    const { stripeCustomerId } = await em().findOneOrFail(Subscription, { user: customer.id });
    await sql(`update sandbox_objects set data = jsonb_set(data, '{_sandbox,charges}', '"decline"') where type = 'payment_method' and data->>'customer' = ?`, [stripeCustomerId]);
    return customer.agent.post(operation.api.path).send({ planId: 'business', isAnnual: false });
  }),
  row('POST /api/subscription/cancel',                   409, 'a customer without a plan', as('otherCustomer')),
  row('POST /api/subscription/cancel',                   200, 'well-formed', as('owner')),
  row('POST /api/create-subscription',                   409, 'the owner is subscribed', as('owner')),
  row('POST /api/create-subscription',                   201, 'well-formed', as('otherCustomer')),
  row('POST /api/create-checkout-session',               409, 'the owner is subscribed', as('owner')),
  row('POST /api/create-checkout-session',               201, 'well-formed', as('otherCustomer')),
  row('POST /api/webhooks/stripe',                       400, 'unsigned', as('signedOut')),
  row('POST /api/webhooks/voice/vapi',                   401, 'unsigned', as('signedOut')),
  row('POST /api/webhooks/voice/vapi',                   200, "signed with the platform's secret", (operation) => signedVapi(operation)),
  row('POST /api/webhooks/voice/vapi',                   400, 'signed, but no message', (operation) => signedVapi(operation, '{"message":42}')),
  row('POST /api/webhooks/voice/vapi',                   200, 'an assistant-request, answered with what to do with the call', (operation) =>
    signedVapi(operation, JSON.stringify({ message: { type: 'assistant-request', timestamp: Date.now(), call: { id: randomUUID(), phoneNumberId: randomUUID() } } })),
  ),
  row(SMS_INBOUND,                                       200, 'a STOP Twilio signed', (operation) => fromTwilio(operation, inboundText('STOP'))),
  row(SMS_INBOUND,                                       403, 'signed with another auth token', (operation) => fromTwilio(operation, inboundText('HELP'), 'not-the-auth-token-0123456789')),
  row(SMS_INBOUND,                                       400, 'signed, but without the sender', (operation) => fromTwilio(operation, { To: TWILIO_TEST_ACCOUNT.fromNumber, Body: 'STOP' })),
  row(SMS_STATUS,                                        204, 'a status callback Twilio signed', (operation) => fromTwilio(operation, statusCallback())),
  row(SMS_STATUS,                                        403, 'signed with another auth token', (operation) => fromTwilio(operation, statusCallback(), 'not-the-auth-token-0123456789')),
  row(SMS_STATUS,                                        400, 'signed, but without the message sid', (operation) => fromTwilio(operation, { MessageStatus: 'sent' })),

  row('GET /api/notifications/preferences',              200, 'well-formed', as('owner')),
  row('PUT /api/notifications/preferences',              200, 'well-formed', as('owner')),
  row('PUT /api/notifications/preferences',              400, "another customer's receptionist", as('otherCustomer', (call) => ({ ...call, body: { ...(call.body as object), callSummaryReceptionistIds: [world().receptionistId] } }))),
  row('POST /api/notifications/unsubscribe',             200, 'a link we signed', as('signedOut', () => ({ query: { token: unsubscribeToken(apiWorld.app, accounts().owner.id, 'usage_alerts') } }))),
  row('POST /api/notifications/unsubscribe',             409, 'a link used already', async (operation) => {
    const call = { query: { token: unsubscribeToken(apiWorld.app, accounts().owner.id, 'daily_digest') } };
    await send(apiWorld, 'signedOut', operation.api, call);
    return send(apiWorld, 'signedOut', operation.api, call);
  }),
  row('POST /api/notifications/unsubscribe',             410, 'a link of 91 days ago', as('signedOut', () => ({ query: { token: unsubscribeToken(apiWorld.app, accounts().owner.id, 'daily_digest', new Date(Date.now() - 91 * 86_400_000)) } }))),

  row('GET /api/calls',                                  200, 'well-formed', as('owner')),
  row('GET /api/calls/export.csv',                       200, 'well-formed', as('owner')),
  row('GET /api/calls/export.csv',                       400, 'from is not a date', as('owner', () => ({ query: { from: 'yesterday' } }))),
  row('GET /api/calls/by-receptionist',                  200, 'well-formed', as('owner')),
  row('GET /api/calls/by-receptionist',                  400, 'since is not a date', as('owner', () => ({ query: { since: 'yesterday-ish' } }))),
  row('GET /api/calls/usage',                            200, 'well-formed', as('owner')),
  row('GET /api/calls/overview',                         200, 'well-formed', as('owner')),
  row('GET /api/calls/{id}',                             200, 'well-formed', as('owner')),
  ...recordingRows('GET /api/calls/{id}/recording'),
  row('GET /api/calls',                                  400, 'callerNumber is not a number', as('owner', () => ({ query: { callerNumber: 'Ada' } }))),
  row('GET /api/callers/{number}',                       200, 'well-formed', as('owner')),
  row('GET /api/callers/{number}',                       400, 'not in E.164 form', as('owner', () => ({ params: { number: '415 555 0100' } }))),
  row('GET /api/callers/{number}',                       404, "another customer's caller", as('otherCustomer')),
  row('PUT /api/callers/{number}/name',                  200, 'well-formed', as('owner')),
  row('PUT /api/callers/{number}/name',                  400, 'a name of 101 characters', as('owner', (call) => ({ ...call, body: { name: 'x'.repeat(101) } }))),
  row('PUT /api/callers/{number}/name',                  404, "another customer's caller", as('otherCustomer')),
  row('GET /api/follow-ups',                             200, 'well-formed', as('owner')),
  row('GET /api/follow-ups',                             400, 'an unknown reason', as('owner', () => ({ query: { reason: 'lunch' } }))),
  row('GET /api/follow-ups',                             400, 'callerNumber is not a number', as('owner', () => ({ query: { callerNumber: 'Ada' } }))),
  row('GET /api/follow-ups/open-count',                  200, 'well-formed', as('owner')),
  row('POST /api/follow-ups/{id}/done',                  200, 'well-formed', as('owner')),
  row('POST /api/follow-ups/{id}/done',                  404, 'another customer’s follow-up', as('otherCustomer')),
  row('POST /api/follow-ups/{id}/reopen',                200, 'well-formed', as('owner')),

  row('GET /api/admin/users',                            200, 'well-formed', as('admin')),
  row('GET /api/admin/users',                            400, 'nearAllowance is not a boolean', as('admin', (call) => ({ ...call, query: { nearAllowance: 'maybe' } }))),
  row('GET /api/admin/users/{id}',                       200, 'well-formed', as('admin')),
  row('PATCH /api/admin/users/{id}',                     200, 'well-formed', as('admin')),
  row('PATCH /api/admin/users/{id}',                     409, "another account's address", as('admin', (call) => ({ ...call, body: { email: accounts().otherCustomer.email } }))),
  row('POST /api/admin/users/{id}/reset-password',       200, 'well-formed', as('admin')),
  row('GET /api/admin/support-requests',                 200, 'well-formed', as('admin')),
  row('PATCH /api/admin/support-requests/{id}',          200, 'well-formed', as('admin')),
  row('GET /api/admin/contact-messages',                 200, 'well-formed', as('admin')),
  row('PATCH /api/admin/contact-messages/{id}/read',     200, 'well-formed', as('admin')),
  row('GET /api/admin/receptionists',                    200, 'well-formed', as('admin')),
  row('PATCH /api/admin/receptionists/{id}',             200, 'well-formed', as('admin')),
  row('PATCH /api/admin/receptionists/{id}',             409, "another receptionist's AI number", async (operation) => {
    const other = (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Twin', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body.id as number;
    const { aiPhoneNumber } = realLine();
    await sql('update receptionists set ai_phone_number = ? where id = ?', [aiPhoneNumber, other]);
    return as('admin', (call) => ({ ...call, body: { aiPhoneNumber } }))(operation);
  }),
  row('PATCH /api/admin/receptionists/{id}',             409, 'going live without a whole line', as('admin', (call) => ({ ...call, body: { status: 'active' } }))),
  row('POST /api/admin/receptionists/{id}/sandbox-line', 200, 'well-formed', as('admin')),
  row('GET /api/admin/receptionists/{id}/forwarding-checks', 200, 'well-formed', as('admin')),
  row('POST /api/admin/receptionists/{id}/sandbox-line', 409, "its sandbox number id set on another receptionist", async (operation) => {
    const [target, holder] = await Promise.all([1, 2].map(async () => (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Twin', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body.id as number));
    await sql('update receptionists set voice_phone_number_id = ? where id = ?', [`sandbox-number-${target}`, holder]);
    return as('admin', () => ({ params: { id: target } }))(operation);
  }),
  row('POST /api/admin/receptionists/{id}/test-call',    202, 'well-formed', as('admin')),
  row('POST /api/admin/receptionists/{id}/test-call',    409, "its sandbox ids set on another receptionist", async (operation) => {
    const [target, holder] = await Promise.all([1, 2].map(async () => (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Twin', phoneNumber: '+1 (415) 555-0134' }).expect(201)).body.id as number));
    await sql('update receptionists set voice_assistant_id = ? where id = ?', [`sandbox-assistant-${target}`, holder]);
    return as('admin', () => ({ params: { id: target } }))(operation);
  }),
  row('DELETE /api/admin/receptionists/{id}',            204, 'well-formed', as('admin')),
  row('GET /api/admin/work-queue',                       200, 'well-formed', as('admin')),
  row('GET /api/admin/work-queue',                       400, 'an unknown kind', as('admin', () => ({ query: { kind: 'invoice' } }))),
  row('GET /api/admin/work-queue/summary',               200, 'well-formed', as('admin')),
  row('POST /api/admin/receptionist-changes/{id}/done',  200, 'well-formed', as('admin')),
  row('POST /api/admin/receptionist-changes/{id}/done',  404, 'a change that is not there', as('admin', () => ({ params: { id: 999_999 } }))),
  ...settingsRows('/api/admin', 'admin'),
  row('GET /api/admin/receptionists/{id}/settings/instructions', 200, 'well-formed', as('admin')),
  row('GET /api/admin/receptionists/{id}/calendar',      200, 'well-formed', as('admin')),
  row('GET /api/admin/appointments',                     200, 'well-formed', as('admin')),
  row('GET /api/admin/texts',                            200, 'well-formed', as('admin')),
  row('GET /api/admin/texts',                            400, 'an unknown status', as('admin', () => ({ query: { status: 'read' } }))),
  row('POST /api/admin/receptionists/{id}/settings/apply', 409, 'a receptionist without an assistant', async (operation) => {
    const { id } = (await accounts().owner.agent.post('/api/receptionists').send({ name: 'Not linked', phoneNumber: '+1 (415) 555-0136' }).expect(201)).body;
    return as('admin', () => ({ params: { id } }))(operation);
  }),
  row('POST /api/admin/receptionists/{id}/settings/apply', 200, 'a live receptionist with saved settings', async (operation) => {
    const id = await liveReceptionist('+1 (415) 555-0135');
    await accounts().owner.agent.put(`/api/receptionists/${id}/settings`).send(await settingsSave(apiWorld.app, id)).expect(200);
    return as('admin', () => ({ params: { id } }))(operation);
  }),
  row('GET /api/admin/subscription-activities',          200, 'well-formed', as('admin')),
  row('GET /api/admin/audit-log',                        200, 'well-formed', as('admin')),
  row('GET /api/admin/queues',                           200, 'well-formed', as('admin')),
  row('POST /api/admin/queues/{name}/retry',             200, 'well-formed', as('admin')),
  row('GET /api/admin/notices',                          200, 'well-formed', as('admin')),
  row('GET /api/admin/calls',                            200, 'well-formed', as('admin')),
  row('GET /api/admin/calls/{id}',                       200, 'well-formed', as('admin')),
  ...recordingRows('GET /api/admin/calls/{id}/recording'),
];

// ---------------------------------------------------------------------------------------------------------------------
// The outage app: the Stripe adapter (against the fixture server), its database and Redis behind proxies.

interface Outage {
  world: ApiWorld;
  stripe: StripeFixtureServer;
  database: Awaited<ReturnType<typeof proxyUrl>>;
  redis: Awaited<ReturnType<typeof proxyUrl>>;
}
let outage: Outage;

/** Operations a signed-out visitor calls that answer as usual without the database: nothing they do needs it. */
const ANSWER_WITHOUT_DATABASE = new Map<string, number>([
  ['GET /api/health/live', 200],
  ['GET /api/plans', 200],
  ['GET /api/contact-details', 200],
  ['POST /api/logout', 200], // no session to end
  ['POST /api/admin/logout', 200],
  ['POST /api/notifications/unsubscribe', 400], // a made-up link is refused before anything is read
]);

const signedStripeEvent = () => {
  const { body, signature } = signStripeWebhook(stripePayloads.event('invoice.paid', undefined, { id: `evt_contract_${randomUUID().slice(0, 8)}` } as never));
  return { call: { body } as Call, headers: { ...JSON_TEXT, 'Stripe-Signature': signature } };
};

/** The outage probe's call of the operation: the well-formed one, signed where a signature is checked before anything else. */
async function outageCall(operation: Operation, actor: Actor): Promise<() => ReturnType<typeof send>> {
  if (operation.key === 'POST /api/webhooks/stripe') {
    const { call, headers } = signedStripeEvent();
    return prepare(outage.world, actor, operation.api, call, headers);
  }
  if (operation.key === 'POST /api/webhooks/voice/vapi') {
    const body = vapiMessage();
    return prepare(outage.world, actor, operation.api, { body }, vapiSignedHeaders(body, VAPI_TEST_SECRET));
  }
  if (operation.key === SMS_INBOUND || operation.key === SMS_STATUS) {
    const { call, headers } = twilioForm(operation, operation.key === SMS_INBOUND ? inboundText('STOP') : statusCallback());
    return prepare(outage.world, actor, operation.api, call, headers);
  }
  return prepare(outage.world, actor, operation.api, callFor(operation.api, outage.world, actor));
}

/** Each call made ready first (sessions, bodies), then all made while the database is cut. */
async function withDatabaseCut(calls: [key: string, expected: number, call: () => ReturnType<typeof send>][]): Promise<string[]> {
  const problems: string[] = [];
  outage.database.proxy.cut();
  try {
    for (const [key, expected, call] of calls) problems.push(...problemsOf(key, expected, 'the database cut', await call()));
  } finally {
    outage.database.proxy.restore();
  }
  return problems;
}

// prettier-ignore
const OUTAGE_ROWS: Row[] = [
  row('POST /api/webhooks/stripe',                       200, 'a signed event, with the Stripe adapter', async (operation) => {
    const { call, headers } = signedStripeEvent();
    return send(outage.world, 'signedOut', operation.api, call, headers);
  }),
  row('POST /api/billing/portal',                        200, 'a customer known to Stripe, with the Stripe adapter', async (operation) => {
    const customer = await registerCustomer(outage.world.app);
    await em().nativeUpdate(Subscription, { user: customer.id }, { stripeCustomerId: `cus_contract${randomUUID().slice(0, 8)}` });
    outage.stripe.on('POST', '/v1/billing_portal/sessions', stripeOk(stripePayloads.portalSession()));
    return customer.agent.post(operation.api.path);
  }),
  row('POST /api/receptionists/{id}/calendar/connect',   409, 'the app without a Google OAuth client', (operation) =>
    send(outage.world, 'owner', operation.api, callFor(operation.api, outage.world, 'owner')),
  ),
  row('POST /api/admin/queues/{name}/retry',             503, 'Redis cut', async (operation) => {
    const ready = await prepare(outage.world, 'admin', operation.api, callFor(operation.api, outage.world, 'admin'));
    outage.redis.proxy.cut();
    try {
      return await ready();
    } finally {
      outage.redis.proxy.restore();
    }
  }),
];

/**
 * What an operation that reads no database answers while it is cut, signed in or not, where not 503: the session is read
 * only by the operations that need one (SessionGuard, docs/architecture.md#how-a-signed-in-request-is-served).
 */
const ANSWER_WITHOUT_DATABASE_SIGNED_IN = new Map<string, number>([
  ['GET /api/health/live', 200],
  ['GET /api/plans', 200],
  ['GET /api/contact-details', 200],
  ['POST /api/notifications/unsubscribe', 400], // a made-up link is refused before anything is read
  // The outage app has the Stripe adapter: the sandbox's routes are not found, before their session guard.
  ['POST /api/sandbox/intents/confirm', 404],
  ['GET /api/sandbox/checkout-sessions/{id}', 404],
  ['POST /api/sandbox/checkout-sessions/{id}/complete', 404],
  ['GET /api/sandbox/invoices/{id}', 404],
]);

/** Documented answers no call can provoke, each with why (the coverage fails if one is reached or no longer documented). */
const UNREACHABLE = new Map<string, string>([
  ...[...ANSWER_WITHOUT_DATABASE_SIGNED_IN.keys()].map(
    (key) =>
      [
        `${key} 503`,
        'documented for every operation (httpLayerErrors); this one reads no database, and the sandbox is only cut off under the Stripe adapter, where its routes are not found',
      ] as [string, string],
  ),
]);

// ---------------------------------------------------------------------------------------------------------------------

function describeOperation(key: string, spec: OperationObject, api: ApiOperation): Operation {
  const parameters = spec.parameters ?? [];
  return {
    key,
    api,
    spec,
    jsonBody: spec.requestBody?.content?.['application/json']?.schema,
    pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
    queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
    documents: (status) => spec.responses[String(status)] !== undefined,
  };
}

/** What is wrong with an answer: not the status the scenario is about, or not as the document describes it. */
function problemsOf(key: string, expected: number, how: string, response: Response): string[] {
  const problems = contract.check(key, response);
  if (response.status !== expected)
    problems.unshift(`${key}, ${how}: expected ${expected}, answered ${response.status}: ${(response.text ?? '').slice(0, 200)}`);
  return problems;
}

describe('API contract: every answer is documented, every documented answer is reached', () => {
  beforeAll(async () => {
    // Without a trial the owner's embedded checkout opens an invoice at once; the voice sandbox checks the tests' secret.
    // Google's OAuth client is set up, its endpoints unreachable: connecting starts, a code cannot be exchanged.
    const app = await createTestApp({ env: { TRIAL_DAYS: '0', VOICE_SANDBOX_SECRET: VAPI_TEST_SECRET, ...TWILIO_ENV, ...GOOGLE_UNREACHABLE } });
    contract = new OpenApiContract(await openApiDocument(app));
    const byKey = new Map((await apiOperations(app)).map((operation) => [operation.key, operation]));
    operations = new Map(contract.operationKeys().map((key) => [key, describeOperation(key, contract.operation(key), byKey.get(key)!)]));
    apiWorld = await createApiWorld(app);
  }, 60_000);
  afterAll(() => apiWorld.app.close());

  it('refuses, in its validator, each kind of answer the document does not describe', () => {
    const validator = new OpenApiContract(contract.document); // its own coverage: these answers were never given
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const answer = (status: number, headers: Record<string, string>, text: string) => ({ status, headers, text }) as Response;
    const error = (status: number, extra: object = {}) =>
      JSON.stringify({ statusCode: status, code: 'AUTH.UNAUTHENTICATED', message: 'Please log in', requestId: 'r-1', ...extra });
    const throttled = JSON.stringify({ statusCode: 429, code: 'AUTH.LOGIN_THROTTLED', message: 'Too many attempts', requestId: 'r-1' });
    expect(validator.check('GET /api/user', answer(401, json, error(401)))).toEqual([]);
    expect(validator.check('GET /api/user', answer(418, json, error(418)))).toEqual([expect.stringContaining('GET /api/user → 418: undocumented answer')]);
    expect(validator.check('GET /api/user', answer(401, { 'content-type': 'text/html' }, '<p>Sign in</p>'))).toEqual([
      expect.stringContaining('Content-Type text/html is not documented'),
    ]);
    expect(validator.check('GET /api/user', answer(401, json, '{"statusCode":401}'))).toEqual([expect.stringContaining("must have required property 'code'")]);
    expect(validator.check('GET /api/user', answer(401, json, error(401, { passwordHash: 'x' })))).toEqual([
      expect.stringContaining('has passwordHash, which the document does not name'),
    ]);
    expect(validator.check('POST /api/login', answer(429, json, throttled))).toEqual([expect.stringContaining('lacks the documented header Retry-After')]);
    expect(validator.check('POST /api/login', answer(429, { ...json, 'retry-after': '0' }, throttled))).toEqual([
      expect.stringContaining('header Retry-After: 0 does not match'),
    ]);
    expect(validator.unreached().operations).toHaveLength(operations.size - 2);
  });

  it('has a row for operations only the document names', () => {
    expect([...ROWS, ...OUTAGE_ROWS].map((candidate) => candidate.key).filter((key) => !operations.has(key))).toEqual([]);
  });

  it.each(PROBES.map((probe) => [`${probe.status}: ${probe.how}`, probe] as const))(
    '%s, on every operation it applies to',
    async (_name, probe) => {
      const problems: string[] = [];
      const applied = [...operations.values()].filter(probe.appliesTo);
      for (const operation of applied) problems.push(...problemsOf(operation.key, probe.status, probe.how, await probe.send(operation)));
      expect(applied.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it.each(ROWS.map((candidate) => [candidate.key, candidate.status, candidate.how, candidate] as const))(
    '%s → %i: %s',
    async (key, status, how, candidate) => {
      expect(problemsOf(key, status, how, await candidate.send(operations.get(key)!))).toEqual([]);
    },
    20_000,
  );

  describe('the app with the Stripe adapter, its database and Redis behind proxies', () => {
    beforeAll(async () => {
      const stripe = await startStripeFixtureServer();
      const database = await proxyUrl(process.env.DATABASE_URL!);
      const redis = await proxyUrl(process.env.REDIS_URL!);
      const app = await createTestApp({
        env: { ...stripeTestEnv(stripe), DATABASE_URL: database.url, REDIS_URL: redis.url, VOICE_SANDBOX_SECRET: VAPI_TEST_SECRET, ...TWILIO_ENV },
      });
      // The same people, signed in on this app.
      const signedIn = async (actor: Actor) => ({
        ...apiWorld.accounts[actor],
        agent: await signIn(app, apiWorld.accounts[actor].email, apiWorld.accounts[actor].password),
      });
      const admin = apiWorld.accounts.admin;
      const world: ApiWorld = {
        app,
        world: apiWorld.world,
        accounts: {
          signedOut: apiWorld.accounts.signedOut,
          owner: await signedIn('owner'),
          otherCustomer: await signedIn('otherCustomer'),
          admin: { ...admin, agent: (await signInAdministrator(app, admin.email, admin.password)).agent },
        },
      };
      outage = { world, stripe, database, redis };
    }, 60_000);
    afterAll(async () => {
      outage.database.proxy.restore();
      outage.redis.proxy.restore();
      await outage.world.app.close();
      await Promise.all([outage.database.proxy.close(), outage.redis.proxy.close(), outage.stripe.close()]);
    });

    it.each(OUTAGE_ROWS.map((candidate) => [candidate.key, candidate.status, candidate.how, candidate] as const))(
      '%s → %i: %s',
      async (key, status, how, candidate) => {
        expect(problemsOf(key, status, how, await candidate.send(operations.get(key)!))).toEqual([]);
      },
      20_000,
    );

    // A session is read from the database by the operations that need one, and only by them.
    it('answers every operation that reads the database with 503 while it is cut, to whom the call is for', async () => {
      const calls: Parameters<typeof withDatabaseCut>[0] = [];
      for (const operation of operations.values())
        calls.push([operation.key, ANSWER_WITHOUT_DATABASE_SIGNED_IN.get(operation.key) ?? 503, await outageCall(operation, successActor(operation))]);
      expect(await withDatabaseCut(calls)).toEqual([]);
    }, 60_000);

    it('answers the operations a signed-out visitor calls with 503 while the database is cut, or as usual where they need none', async () => {
      const calls: Parameters<typeof withDatabaseCut>[0] = [];
      for (const operation of [...operations.values()].filter((candidate) => !isSecured(candidate) && !candidate.documents(401))) {
        calls.push([operation.key, ANSWER_WITHOUT_DATABASE.get(operation.key) ?? 503, await outageCall(operation, 'signedOut')]);
      }
      expect(calls.length).toBeGreaterThan(5);
      expect(await withDatabaseCut(calls)).toEqual([]);
    }, 60_000);
  });

  it('has reached every documented (operation, status), and called every operation', () => {
    const { statuses, operations: uncalled } = contract.unreached();
    expect(uncalled).toEqual([]);
    expect(statuses.filter((answer) => !UNREACHABLE.has(answer))).toEqual([]);
    // An answer listed as unreachable that is reached, or no longer documented, is a stale entry.
    const documented = new Set(contract.operationKeys().flatMap((key) => contract.documentedStatuses(key).map((status) => answerKey(key, status))));
    expect([...UNREACHABLE.keys()].filter((answer) => !statuses.includes(answer) || !documented.has(answer))).toEqual([]);
  });
});
