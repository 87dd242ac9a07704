import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { VOICE_PLATFORM, type VoicePlatform } from '../../src/modules/calls/platforms/voice-platform';
import { ContactMessage } from '../../src/modules/contact/contact-message.entity';
import { User } from '../../src/modules/users/user.entity';
import { Subscription } from '../../src/modules/billing/subscription.entity';
import { ReceptionistSettingsService } from '../../src/modules/receptionist-settings/receptionist-settings.service';
import { CARDS, startCheckout } from '../billing/billing-helpers';
import { authenticatorCode, clientIp, createAdministrator, type Customer, registerCustomer, signIn, uniqueEmail } from './accounts';
import { type ApiOperation } from './api-operations';
import { type Owners, ownedRows } from './owned-rows';
import { type TestApp } from './test-app';

/**
 * Four people and what the owner has, for suites that call every operation of the API: a signed-out visitor, the
 * owner (a customer with receptionists, a ticket, checkouts and an invoice), another customer, and an administrator of
 * the suite's own. CALLS says how to make a well-formed call of each operation against the owner's things.
 */
export type Actor = 'signedOut' | 'owner' | 'otherCustomer' | 'admin';
export const ACTORS: Actor[] = ['signedOut', 'owner', 'otherCustomer', 'admin'];

/** What the owner has, set up through the API. */
export interface World {
  marker: string;
  ownerId: number;
  receptionistId: number;
  receptionistToDelete: number;
  /** A second session of the owner's, for DELETE /api/sessions/{id}. */
  ownerSessionToEnd: string;
  receptionistForAdminToDelete: number;
  ticketId: number;
  /** A customer's change to a live receptionist, waiting in the work queue. */
  receptionistChangeId: number;
  contactMessageId: number;
  checkoutSessionId: string;
  clientSecret: string;
  paymentIntentId: string;
  invoiceId: string;
  callId: number;
  /** The owner's call's follow-up, open. */
  followUpId: number;
  /** Questions the owner's call left unanswered: one to dismiss, one to answer. */
  gapToDismiss: number;
  gapToAnswer: number;
  /** The owner's upcoming appointments: one to cancel, one to move, one that stays where it is (and is in the way). */
  appointmentToCancel: number;
  appointmentToMove: number;
  appointmentInTheWay: { id: number; startsAt: string };
}

export interface ApiWorld {
  app: TestApp;
  /** Each actor's account; the visitor's is never signed in on its agent. */
  accounts: Record<Actor, Customer>;
  world: World;
}

export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** Or made just before the call, once the actor's session is ready (an authenticator code must be current). */
  body?: unknown | ((app: TestApp) => Promise<unknown>);
  /**
   * Runs on a new session of the actor (signed in again), for calls that end or replace the session they run on; an
   * administrator's new session has only the password step done (the second factor pending).
   */
  freshSession?: boolean;
}

/** The caller's own credentials (a signed-out visitor has an account too, just not signed in). */
type Credentials = { email: string; password: string };
type CallOf = (world: World, self: Credentials) => Call;

const CARD = { cardNumber: CARDS.visa, expiry: '12 / 34', cvc: '123' };
const receptionist = (name: string) => ({ name, phoneNumber: '+1 (415) 555-0134', languages: ['English'] });
const ticket = (subject: string) => ({ subject, category: 'technical', message: 'Every caller hears voicemail.', priority: 'high' });
const contact = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('contact'),
  companyName: 'Analytical Dental',
  companySize: '11-50',
  interestedIn: 'pricing',
  message: 'How much for three locations?',
  agreeToTerms: true,
});
/**
 * A save of the receptionist's settings as they are now, from their current version, with `change` made to them (by
 * default a new greeting, so every save is a new version).
 */
export async function settingsSave(
  app: TestApp,
  id: number,
  change: (settings: Record<string, unknown>) => Record<string, unknown> = (settings) => ({ ...settings, greeting: `Hello ${randomUUID()}` }),
) {
  const { version, settings } = await app.get(ReceptionistSettingsService).current(id, {});
  return { baseVersion: version, settings: change(settings as unknown as Record<string, unknown>) };
}
/** The version a restore is made from: the current one. */
const currentVersion = async (app: TestApp, id: number) => ({ baseVersion: (await app.get(ReceptionistSettingsService).current(id, {})).version });
const settingsCalls = (prefix: string): Record<string, CallOf> => ({
  [`GET ${prefix}/receptionists/{id}/settings`]: (world) => ({ params: { id: world.receptionistId } }),
  [`PUT ${prefix}/receptionists/{id}/settings`]: (world) => ({
    params: { id: world.receptionistId },
    body: (app: TestApp) => settingsSave(app, world.receptionistId),
  }),
  [`GET ${prefix}/receptionists/{id}/settings/versions`]: (world) => ({ params: { id: world.receptionistId } }),
  [`GET ${prefix}/receptionists/{id}/settings/versions/{version}`]: (world) => ({ params: { id: world.receptionistId, version: 1 } }),
  [`POST ${prefix}/receptionists/{id}/settings/versions/{version}/restore`]: (world) => ({
    params: { id: world.receptionistId, version: 1 },
    body: (app: TestApp) => currentVersion(app, world.receptionistId),
  }),
});
const ownCredentials: CallOf = (_world, self) => ({ body: self, freshSession: true });
const planChoice =
  (planId: string): CallOf =>
  () => ({ body: { planId, isAnnual: false } });

/** The number the owner's call came from: their one caller. */
const OWNER_CALLER = '+15550100';

/** A well-formed call of each operation that takes parameters, a body or a session of its own; the rest need nothing. */
export const CALLS: Record<string, CallOf> = {
  'POST /api/contact': () => ({ body: contact() }),
  'GET /api/validate-reset-token': () => ({ query: { token: 'not-a-token' } }),
  'POST /api/forgot-password': () => ({ body: { email: uniqueEmail('nobody') } }),
  'POST /api/reset-password': () => ({ body: { token: 'not-a-token', newPassword: 'another good password' } }),
  'POST /api/register': () => ({ body: { email: uniqueEmail('signup'), password: 'correct horse battery' }, freshSession: true }),
  'POST /api/login': ownCredentials,
  'POST /api/logout': () => ({ freshSession: true }),
  'POST /api/admin/login': ownCredentials,
  'POST /api/admin/logout': () => ({ freshSession: true }),
  'POST /api/admin/login/enroll': () => ({ body: { code: '000000' }, freshSession: true }), // the administrator has enrolled
  'POST /api/admin/login/verify': (_world, self) => ({
    body: (app: TestApp) => authenticatorCode(app, self.email).then((code) => ({ code })),
    freshSession: true,
  }),
  'POST /api/admin/second-factor/recovery-codes': (_world, self) => ({ body: (app: TestApp) => authenticatorCode(app, self.email).then((code) => ({ code })) }),
  'PATCH /api/user': () => ({ body: { companyName: 'Renamed Inc' } }),
  'POST /api/user/change-password': (_world, self) => ({ body: { currentPassword: self.password, newPassword: self.password } }),
  'POST /api/user/resend-verification': () => ({}),
  'POST /api/verify-email': () => ({ body: { token: 'not-a-token' } }),
  'DELETE /api/sessions/{id}': (world) => ({ params: { id: world.ownerSessionToEnd } }),

  'POST /api/receptionists': () => ({ body: receptionist('Front desk') }),
  'PATCH /api/receptionists/{id}': (world) => ({ params: { id: world.receptionistId }, body: { name: 'Renamed' } }),
  'DELETE /api/receptionists/{id}': (world) => ({ params: { id: world.receptionistToDelete } }),
  'POST /api/receptionists/{id}/keep-active': (world) => ({ params: { id: world.receptionistId } }),
  'POST /api/receptionists/{id}/forwarding-checks': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/forwarding-checks': () => ({}),
  ...settingsCalls('/api'),
  'GET /api/receptionists/{id}/knowledge-gaps': (world) => ({ params: { id: world.receptionistId } }),
  'POST /api/receptionists/{id}/knowledge-gaps/{gapId}/dismiss': (world) => ({ params: { id: world.receptionistId, gapId: world.gapToDismiss } }),
  'POST /api/receptionists/{id}/knowledge-gaps/{gapId}/answer': (world) => ({
    params: { id: world.receptionistId, gapId: world.gapToAnswer },
    body: async (app: TestApp) => ({ ...(await currentVersion(app, world.receptionistId)), answer: 'Yes, on weekdays until 4 PM.' }),
  }),
  'GET /api/receptionists/{id}/calendar': (world) => ({ params: { id: world.receptionistId } }),
  'POST /api/receptionists/{id}/calendar/connect': (world) => ({ params: { id: world.receptionistId } }),
  'DELETE /api/receptionists/{id}/calendar': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/calendar/oauth/callback': () => ({ query: { state: 'not-a-state', code: 'not-a-code' } }),
  'GET /api/appointments': () => ({ query: { when: 'upcoming' } }),
  'POST /api/appointments/{id}/cancel': (world) => ({ params: { id: world.appointmentToCancel } }),
  'POST /api/appointments/{id}/reschedule': (world) => ({
    params: { id: world.appointmentToMove },
    body: { startsAt: new Date(new Date(world.appointmentInTheWay.startsAt).getTime() + 86_400_000).toISOString() },
  }),
  'POST /api/support-request': () => ({ body: ticket('Calls go to voicemail') }),

  'POST /api/sandbox/intents/confirm': (world) => ({ body: { ...CARD, clientSecret: world.clientSecret } }),
  'POST /api/subscription/confirm': (world) => ({ body: { paymentIntentId: world.paymentIntentId, planId: 'professional' } }),
  'GET /api/sandbox/checkout-sessions/{id}': (world) => ({ params: { id: world.checkoutSessionId } }),
  'POST /api/sandbox/checkout-sessions/{id}/complete': (world) => ({ params: { id: world.checkoutSessionId }, body: CARD }),
  'GET /api/sandbox/invoices/{id}': (world) => ({ params: { id: world.invoiceId } }),
  'POST /api/subscription/change': planChoice('business'),
  'POST /api/create-subscription': planChoice('professional'),
  'POST /api/create-checkout-session': planChoice('professional'),
  'PUT /api/notifications/preferences': () => ({ body: { dailyDigest: false, usageAlerts: true, callSummaries: false, callSummaryReceptionistIds: [] } }),
  'POST /api/notifications/unsubscribe': () => ({ query: { token: 'not-a-token' } }),
  'POST /api/webhooks/stripe': () => ({ body: { id: 'evt_forged', type: 'invoice.paid' } }),
  'POST /api/webhooks/voice/vapi': () => ({ body: { message: { type: 'end-of-call-report', timestamp: Date.now(), call: { id: 'forged-call' } } } }),
  'POST /api/webhooks/sms/twilio': () => ({ body: { MessageSid: `SM${'0'.repeat(32)}`, From: '+14155550123', To: '+14155550100', Body: 'STOP' } }),
  'POST /api/webhooks/sms/twilio/status': () => ({ body: { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' } }),

  'GET /api/admin/users/{id}': (world) => ({ params: { id: world.ownerId } }),
  'PATCH /api/admin/users/{id}': (world) => ({ params: { id: world.ownerId }, body: { companyName: 'Edited by staff' } }),
  'POST /api/admin/users/{id}/reset-password': (world) => ({ params: { id: world.ownerId } }),
  'PATCH /api/admin/support-requests/{id}': (world) => ({ params: { id: world.ticketId }, body: { status: 'resolved' } }),
  'PATCH /api/admin/contact-messages/{id}/read': (world) => ({ params: { id: world.contactMessageId } }),
  'PATCH /api/admin/receptionists/{id}': (world) => ({ params: { id: world.receptionistId }, body: { status: 'training' } }),
  'DELETE /api/admin/receptionists/{id}': (world) => ({ params: { id: world.receptionistForAdminToDelete } }),
  'POST /api/admin/receptionists/{id}/test-call': (world) => ({ params: { id: world.receptionistId } }),
  'POST /api/admin/receptionists/{id}/sandbox-line': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/admin/receptionists/{id}/forwarding-checks': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/admin/audit-log': (world) => ({ query: { targetType: 'user', targetId: world.ownerId } }),
  'POST /api/admin/queues/{name}/retry': () => ({ params: { name: 'mail' } }),
  'POST /api/admin/receptionist-changes/{id}/done': (world) => ({ params: { id: world.receptionistChangeId } }),
  ...settingsCalls('/api/admin'),
  'GET /api/admin/receptionists/{id}/settings/instructions': (world) => ({ params: { id: world.receptionistId } }),
  'POST /api/admin/receptionists/{id}/settings/apply': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/admin/receptionists/{id}/calendar': (world) => ({ params: { id: world.receptionistId } }),
  'GET /api/admin/appointments': (world) => ({ query: { userId: world.ownerId } }),
  'GET /api/admin/texts': (world) => ({ query: { userId: world.ownerId } }),

  'GET /api/calls/{id}': (world) => ({ params: { id: world.callId } }),
  // The number of the owner's call (OWNER_CALLER below).
  'GET /api/callers/{number}': () => ({ params: { number: OWNER_CALLER } }),
  'PUT /api/callers/{number}/name': () => ({ params: { number: OWNER_CALLER }, body: { name: 'Ada Lovelace' } }),
  'POST /api/follow-ups/{id}/done': (world) => ({ params: { id: world.followUpId } }),
  'POST /api/follow-ups/{id}/reopen': (world) => ({ params: { id: world.followUpId } }),
  'GET /api/calls/{id}/recording': (world) => ({ params: { id: world.callId } }),
  'GET /api/admin/calls/{id}': (world) => ({ params: { id: world.callId } }),
  'GET /api/admin/calls/{id}/recording': (world) => ({ params: { id: world.callId } }),
};

export function callFor(operation: ApiOperation, { world, accounts }: ApiWorld, actor: Actor): Call {
  return CALLS[operation.key]?.(world, accounts[actor]) ?? {};
}

/**
 * The four accounts, and for the owner: three receptionists (one to edit, one for the owner and one for staff to
 * delete), a change waiting in the work queue, a ticket, a contact message, two unpaid checkouts, hosted then embedded, and a call with a recording
 * and two questions it left unanswered.
 * Create the app with TRIAL_DAYS=0 so the embedded checkout opens an invoice at once.
 */
export async function createApiWorld(app: TestApp): Promise<ApiWorld> {
  const marker = `mark${randomUUID().slice(0, 8)}`;
  const accounts: Record<Actor, Customer> = {
    signedOut: await registerCustomer(app, { firstName: 'Visitor' }),
    owner: await registerCustomer(app, { firstName: `Owner ${marker}` }),
    otherCustomer: await registerCustomer(app, { firstName: 'Mallory' }),
    admin: await createAdministrator(app),
  };
  const owner = accounts.owner;
  const em = app.get(EntityManager).fork();
  await em.nativeUpdate(User, { id: owner.id }, { receptionistLimitActive: true, receptionistLimit: 10 });
  const receptionistIds: number[] = [];
  for (let index = 0; index < 3; index++)
    receptionistIds.push(
      (
        await owner.agent
          .post('/api/receptionists')
          .send(receptionist(`Reception ${marker}`))
          .expect(201)
      ).body.id,
    );
  const ticketId = (
    await owner.agent
      .post('/api/support-request')
      .send(ticket(`Voicemail ${marker}`))
      .expect(201)
  ).body.id;
  const message = contact();
  await app.http().post('/api/contact').set('X-Forwarded-For', clientIp()).send(message).expect(201);
  const contactMessage = await em.findOneOrFail(ContactMessage, { email: message.email });

  const hosted = await owner.agent.post('/api/create-checkout-session').send({ planId: 'professional', isAnnual: false }).expect(201);
  const embedded = await startCheckout(owner);
  const customerId = (await em.findOneOrFail(Subscription, { user: owner.id })).stripeCustomerId!;
  const [invoice] = await em
    .getConnection()
    .execute<{ id: string }[]>("select id from sandbox_objects where type = 'invoice' and data->>'customer' = ?", [customerId]);
  const [call] = await em.getConnection().execute<{ id: number }[]>(
    `insert into calls (user_id, receptionist_id, receptionist_name, platform, platform_call_id, status, started_at, caller_number, summary, transcript, recording_ref, facts_sent_at)
     values (?, ?, 'Reception', 'sandbox', ?, 'ended', now(), ?, ?, ?, 'recording-of-the-owners-call', now()) returning id`,
    [
      owner.id,
      receptionistIds[0],
      `call-${marker}`,
      OWNER_CALLER,
      `Booked a cleaning ${marker}`,
      JSON.stringify([{ speaker: 'caller', text: `Hello ${marker}`, seconds: 1 }]),
    ],
  );
  const gapOf = async (question: string) =>
    (
      await em
        .getConnection()
        .execute<{ id: number }[]>(
          `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at) values (?, ?, ?, ?, lower(?), now()) returning id`,
          [owner.id, receptionistIds[0], call.id, question, question],
        )
    )[0].id;
  const [followUp] = await em
    .getConnection()
    .execute<{ id: number }[]>(`insert into follow_ups (user_id, call_id, receptionist_id, reason) values (?, ?, ?, 'message') returning id`, [
      owner.id,
      call.id,
      receptionistIds[0],
    ]);
  const gapToDismiss = await gapOf(`Do you sell gift cards ${marker}?`);
  const gapToAnswer = await gapOf(`Do you take walk-ins ${marker}?`);
  const appointmentAt = async (daysAhead: number) => {
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + daysAhead * 86_400_000);
    const [row] = await em.getConnection().execute<{ id: number }[]>(
      `insert into appointments (user_id, receptionist_id, type_name, starts_at, ends_at, blocked_until, caller_name, caller_number, booked_by, calendar_event_id)
       values (?, ?, 'Cleaning', ?, ?, ?, ?, '+14155550123', 'receptionist', ?) returning id`,
      [
        owner.id,
        receptionistIds[0],
        startsAt,
        new Date(startsAt.getTime() + 1_800_000),
        new Date(startsAt.getTime() + 1_800_000),
        `Ada ${marker}`,
        `rcp${randomUUID().replaceAll('-', '')}`,
      ],
    );
    return { id: row.id, startsAt: startsAt.toISOString() };
  };
  const appointmentToCancel = (await appointmentAt(2)).id;
  const appointmentToMove = (await appointmentAt(3)).id;
  const appointmentInTheWay = await appointmentAt(4);
  const [change] = await em
    .getConnection()
    .execute<{ id: number }[]>(`insert into receptionist_changes (receptionist_id, changed_by_id, fields) values (?, ?, ?) returning id`, [
      receptionistIds[0],
      owner.id,
      JSON.stringify([{ field: 'businessHours', label: 'Hours', before: `Mon-Fri ${marker}`, after: 'Mon-Sat' }]),
    ]);
  await owner.agent
    .put(`/api/receptionists/${receptionistIds[0]}/settings`)
    .send(await settingsSave(app, receptionistIds[0], (settings) => ({ ...settings, greeting: `Thank you for calling ${marker}.` })))
    .expect(200);
  // Where the platform keeps recordings is not who may hear them: the platform answers any reference with a short clip.
  const platform = app.get<VoicePlatform>(VOICE_PLATFORM);
  platform.openRecording = async () => ({ contentType: 'audio/wav', contentLength: 4, body: Readable.from([Buffer.from('RIFF')]) });

  await signIn(app, owner.email, owner.password);
  const ownerSessions = (await owner.agent.get('/api/sessions').expect(200)).body as { id: string; current: boolean }[];

  const world: World = {
    marker,
    ownerId: owner.id,
    receptionistId: receptionistIds[0],
    receptionistToDelete: receptionistIds[1],
    ownerSessionToEnd: ownerSessions.find((session) => !session.current)!.id,
    receptionistForAdminToDelete: receptionistIds[2],
    ticketId,
    receptionistChangeId: change.id,
    contactMessageId: contactMessage.id,
    checkoutSessionId: new URL(hosted.body.url).pathname.split('/').pop()!,
    clientSecret: embedded.clientSecret,
    paymentIntentId: embedded.paymentIntentId,
    invoiceId: invoice.id,
    callId: call.id,
    followUpId: followUp.id,
    gapToDismiss,
    gapToAnswer,
    appointmentToCancel,
    appointmentToMove,
    appointmentInTheWay,
  };
  return { app, accounts, world };
}

/** What must never reach anyone but the owner (and staff, through the back office). */
export function ownerSecrets({ world, accounts }: ApiWorld): string[] {
  return [world.marker, accounts.owner.email, world.checkoutSessionId, world.invoiceId];
}

async function agentFor({ app, accounts }: ApiWorld, actor: Actor, freshSession: boolean): Promise<TestAgent> {
  if (actor === 'signedOut') return app.http();
  if (!freshSession) return accounts[actor].agent;
  const { email, password } = accounts[actor];
  return signIn(app, email, password, actor === 'admin' ? '/api/admin/login' : '/api/login');
}

/**
 * The call made ready as the actor (its session, its body), from an address of its own (per-address limits never carry
 * over between calls), to be sent when the caller says: after a dependency is cut, say.
 */
export async function prepare(
  apiWorld: ApiWorld,
  actor: Actor,
  operation: ApiOperation,
  call: Call,
  headers: Record<string, string> = {},
): Promise<() => Test> {
  const agent = await agentFor(apiWorld, actor, call.freshSession ?? false);
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(call.params?.[name])));
  const body = typeof call.body === 'function' ? await (call.body as (app: TestApp) => Promise<unknown>)(apiWorld.app) : call.body;
  return () => {
    const request = agent[operation.method](path).set('X-Forwarded-For', clientIp()).set(headers);
    if (call.query) request.query(call.query);
    return body === undefined ? request : request.send(body as object);
  };
}

/** Makes the call as the actor, from an address of its own. */
export async function send(apiWorld: ApiWorld, actor: Actor, operation: ApiOperation, call: Call, headers: Record<string, string> = {}) {
  return (await prepare(apiWorld, actor, operation, call, headers))();
}

/** Each actor's stored rows (the owner's with the contact message), to compare before and after a call. */
export async function rowsByActor({ app, accounts, world }: ApiWorld): Promise<Record<Actor, unknown>> {
  const subscriptions = await app
    .get(EntityManager)
    .fork()
    .find(Subscription, { user: ACTORS.map((actor) => accounts[actor].id) });
  const owners = {} as Record<Actor, Owners>;
  for (const actor of ACTORS) {
    const customerId = subscriptions.find((subscription) => subscription.user.id === accounts[actor].id)?.stripeCustomerId;
    owners[actor] = {
      userIds: [accounts[actor].id],
      providerCustomerIds: customerId ? [customerId] : [],
      contactMessageIds: actor === 'owner' ? [world.contactMessageId] : [],
    };
  }
  return ownedRows(app, owners);
}

export const sameRows = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Our error body: `{ statusCode, code, message, requestId }`, its status the answer's. */
export function isErrorBody(body: Record<string, unknown>, status: number): boolean {
  return body.statusCode === status && typeof body.code === 'string' && typeof body.message === 'string' && typeof body.requestId === 'string';
}
