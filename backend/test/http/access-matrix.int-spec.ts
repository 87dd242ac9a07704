import { type ApiOperation, apiOperations } from '../support/api-operations';
import {
  type Actor,
  ACTORS,
  type ApiWorld,
  callFor,
  CALLS,
  createApiWorld,
  isErrorBody,
  ownerSecrets,
  rowsByActor,
  sameRows,
  send,
} from '../support/api-world';
import { createTestApp } from '../support/test-app';

/**
 * Who may call what: every operation of the OpenAPI document, made by four people, answers exactly the status in the
 * table. The owner is the customer whose receptionist, ticket, checkout or invoice the call names (support/api-world.ts
 * says how each call is made); another customer naming the same things gets "not found" and never sees the owner's
 * data; a refused call changes nothing, and nobody but the owner and staff changes the owner's rows.
 */
type Row = [operation: string, expected: Record<Actor, number>];
const row = (operation: string, signedOut: number, owner: number, otherCustomer: number, admin: number): Row => [
  operation,
  { signedOut, owner, otherCustomer, admin },
];

// Rows run in this order, and in each row the refused calls run before the accepted ones (which may change things).
// prettier-ignore
const MATRIX: Row[] = [
  //   operation                                          signed out  owner  other customer  admin
  row('GET /api/health',                                        200,   200,   200,            200),
  row('GET /api/health/live',                                   200,   200,   200,            200),
  row('GET /api/health/ready',                                  200,   200,   200,            200),
  row('GET /api/plans',                                         200,   200,   200,            200),
  row('GET /api/contact-details',                               200,   200,   200,            200),
  row('POST /api/contact',                                      201,   201,   201,            201),
  row('GET /api/validate-reset-token',                          200,   200,   200,            200),
  row('POST /api/forgot-password',                              200,   200,   200,            200),
  row('POST /api/reset-password',                               400,   400,   400,            400), // the token is made up
  row('POST /api/register',                                     201,   201,   201,            201),
  row('POST /api/login',                                        200,   200,   200,            200), // each with their own credentials
  row('POST /api/logout',                                       200,   200,   200,            200),
  row('POST /api/admin/login',                                  401,   401,   401,            200), // a customer fails like a wrong password; the admin's second factor is next
  row('POST /api/admin/login/enroll',                           401,   401,   401,            409), // no pending sign-in; the admin has enrolled already
  row('POST /api/admin/login/verify',                           401,   401,   401,            200),
  row('POST /api/admin/second-factor/recovery-codes',           401,   403,   403,            200),
  row('POST /api/admin/logout',                                 200,   200,   200,            200),
  row('GET /api/admin/me',                                      401,   403,   403,            200),
  row('GET /api/sessions',                                      401,   200,   200,            200),
  row('DELETE /api/sessions/{id}',                              401,   204,   404,            404), // the owner's other session
  row('POST /api/sessions/sign-out-others',                     401,   200,   200,            200),
  row('GET /api/user',                                          401,   200,   200,            200),
  row('PATCH /api/user',                                        401,   200,   200,            200),
  row('POST /api/user/change-password',                         401,   200,   200,            200),
  row('POST /api/user/resend-verification',                     401,   200,   200,            400), // the administrator's address is verified
  row('POST /api/verify-email',                                 400,   400,   400,            400), // the token is made up

  row('GET /api/receptionists',                                 401,   200,   200,            200),
  row('GET /api/receptionists/usage',                           401,   200,   200,            200),
  row('POST /api/receptionists',                                401,   201,   403,            403), // neither holds a plan
  row('PATCH /api/receptionists/{id}',                          401,   200,   404,            404),
  row('DELETE /api/receptionists/{id}',                         401,   204,   404,            404),
  row('POST /api/receptionists/{id}/keep-active',               401,   200,   404,            404),
  row('POST /api/receptionists/{id}/forwarding-checks',         401,   409,   404,            404), // the owner's is not live yet
  row('GET /api/receptionists/{id}/settings',                   401,   200,   404,            404),
  row('PUT /api/receptionists/{id}/settings',                   401,   200,   404,            404),
  row('GET /api/receptionists/{id}/settings/versions',          401,   200,   404,            404),
  row('GET /api/receptionists/{id}/settings/versions/{version}', 401,  200,   404,            404),
  row('POST /api/receptionists/{id}/settings/versions/{version}/restore', 401, 200, 404,      404),
  row('GET /api/receptionist-settings/deliveries',              401,   200,   200,            200), // each their own (none)
  row('GET /api/appointments',                                  401,   200,   200,            200),
  row('POST /api/appointments/{id}/cancel',                     401,   200,   404,            404),
  row('POST /api/appointments/{id}/reschedule',                 401,   200,   404,            404),
  row('GET /api/receptionists/{id}/knowledge-gaps',             401,   200,   404,            404),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/dismiss', 401, 204, 404,           404),
  row('POST /api/receptionists/{id}/knowledge-gaps/{gapId}/answer', 401, 200, 404,            404),
  row('GET /api/receptionists/{id}/calendar',                   401,   200,   404,            404),
  row('POST /api/receptionists/{id}/calendar/connect',          401,   409,   404,            404), // this app has no Google OAuth client
  row('DELETE /api/receptionists/{id}/calendar',                401,   204,   404,            404),
  row('GET /api/calendar/oauth/callback',                       401,   400,   400,            400), // the state is made up
  row('GET /api/forwarding-checks',                             401,   200,   200,            200),
  row('GET /api/support-requests',                              401,   200,   200,            200),
  row('POST /api/support-request',                              401,   201,   201,            201),

  row('GET /api/billing',                                       401,   200,   200,            200),
  row('GET /api/billing/payments',                              401,   200,   200,            200),
  row('POST /api/sandbox/intents/confirm',                      401,   200,   404,            404), // the owner pays the embedded checkout…
  row('POST /api/subscription/confirm',                         401,   200,   404,            404),
  row('GET /api/sandbox/checkout-sessions/{id}',                401,   200,   404,            404),
  row('POST /api/sandbox/checkout-sessions/{id}/complete',      401,   409,   404,            404), // …which expired the hosted one
  row('GET /api/sandbox/invoices/{id}',                         401,   200,   404,            404),
  row('POST /api/billing/portal',                               401,   409,   409,            409), // the sandbox has no card portal
  row('POST /api/subscription/change',                          401,   200,   409,            409), // the others have no plan to change
  row('POST /api/subscription/cancel',                          401,   200,   409,            409),
  row('POST /api/create-subscription',                          401,   409,   201,            201), // the owner is subscribed
  row('POST /api/create-checkout-session',                      401,   409,   201,            201),
  row('POST /api/webhooks/stripe',                              400,   400,   400,            400), // unsigned
  row('POST /api/webhooks/voice/vapi',                          401,   401,   401,            401), // unsigned: the platform's credential, never a session, opens it
  row('POST /api/webhooks/sms/twilio',                          401,   401,   401,            401), // unsigned: Twilio's signature, never a session, opens it
  row('POST /api/webhooks/sms/twilio/status',                   401,   401,   401,            401),

  row('GET /api/notifications/preferences',                     401,   200,   200,            200),
  row('PUT /api/notifications/preferences',                     401,   200,   200,            200),
  row('POST /api/notifications/unsubscribe',                    400,   400,   400,            400), // the token is made up: the link, never a session, opens it

  row('GET /api/calls',                                         401,   200,   200,            200),
  row('GET /api/calls/export.csv',                              401,   200,   200,            200), // each their own calls
  row('GET /api/calls/by-receptionist',                         401,   200,   200,            200),
  row('GET /api/calls/usage',                                   401,   200,   200,            200),
  row('GET /api/calls/overview',                                401,   200,   200,            200),
  row('GET /api/calls/{id}',                                    401,   200,   404,            404),
  row('GET /api/calls/{id}/recording',                          401,   200,   404,            404),
  row('GET /api/callers/{number}',                              401,   200,   404,            404),
  row('PUT /api/callers/{number}/name',                         401,   200,   404,            404),
  row('GET /api/follow-ups',                                    401,   200,   200,            200),
  row('GET /api/follow-ups/open-count',                         401,   200,   200,            200),
  row('POST /api/follow-ups/{id}/done',                         401,   200,   404,            404),
  row('POST /api/follow-ups/{id}/reopen',                       401,   200,   404,            404),

  row('GET /api/admin/users',                                   401,   403,   403,            200),
  row('GET /api/admin/users/{id}',                              401,   403,   403,            200),
  row('PATCH /api/admin/users/{id}',                            401,   403,   403,            200),
  row('POST /api/admin/users/{id}/reset-password',              401,   403,   403,            200),
  row('GET /api/admin/support-requests',                        401,   403,   403,            200),
  row('PATCH /api/admin/support-requests/{id}',                 401,   403,   403,            200),
  row('GET /api/admin/contact-messages',                        401,   403,   403,            200),
  row('PATCH /api/admin/contact-messages/{id}/read',            401,   403,   403,            200),
  row('GET /api/admin/receptionists',                           401,   403,   403,            200),
  row('PATCH /api/admin/receptionists/{id}',                    401,   403,   403,            200),
  row('DELETE /api/admin/receptionists/{id}',                   401,   403,   403,            204),
  row('POST /api/admin/receptionists/{id}/test-call',           401,   403,   403,            202),
  row('POST /api/admin/receptionists/{id}/sandbox-line',        401,   403,   403,            200),
  row('GET /api/admin/receptionists/{id}/forwarding-checks',    401,   403,   403,            200),
  row('GET /api/admin/receptionists/{id}/settings',             401,   403,   403,            200),
  row('PUT /api/admin/receptionists/{id}/settings',             401,   403,   403,            200),
  row('GET /api/admin/receptionists/{id}/settings/versions',    401,   403,   403,            200),
  row('GET /api/admin/receptionists/{id}/settings/instructions', 401,  403,   403,            200),
  row('POST /api/admin/receptionists/{id}/settings/apply',      401,   403,   403,            200), // its sandbox line came with an assistant
  row('GET /api/admin/receptionists/{id}/calendar',             401,   403,   403,            200),
  row('GET /api/admin/appointments',                            401,   403,   403,            200),
  row('GET /api/admin/texts',                                   401,   403,   403,            200),
  row('GET /api/admin/receptionists/{id}/settings/versions/{version}', 401, 403, 403,         200),
  row('POST /api/admin/receptionists/{id}/settings/versions/{version}/restore', 401, 403, 403, 200),
  row('GET /api/admin/work-queue',                              401,   403,   403,            200),
  row('GET /api/admin/work-queue/summary',                      401,   403,   403,            200),
  row('POST /api/admin/receptionist-changes/{id}/done',         401,   403,   403,            200),
  row('GET /api/admin/subscription-activities',                 401,   403,   403,            200),
  row('GET /api/admin/audit-log',                               401,   403,   403,            200),
  row('GET /api/admin/queues',                                  401,   403,   403,            200),
  row('POST /api/admin/queues/{name}/retry',                    401,   403,   403,            200),
  row('GET /api/admin/notices',                                 401,   403,   403,            200),
  row('GET /api/admin/calls',                                   401,   403,   403,            200),
  row('GET /api/admin/calls/{id}',                              401,   403,   403,            200),
  row('GET /api/admin/calls/{id}/recording',                    401,   403,   403,            200),
];

describe('access matrix', () => {
  let apiWorld: ApiWorld;
  let operations: ApiOperation[];

  beforeAll(async () => {
    // Without a trial the owner's embedded checkout opens an invoice at once, for the invoice row.
    const app = await createTestApp({ env: { TRIAL_DAYS: '0' } });
    operations = await apiOperations(app);
    apiWorld = await createApiWorld(app);
  }, 60_000);
  afterAll(() => apiWorld.app.close());

  it('has exactly one row per documented operation', () => {
    expect(MATRIX.map(([operation]) => operation).sort()).toEqual(operations.map((operation) => operation.key).sort());
  });

  it('knows how to call only documented operations (a renamed one must not fall back to an empty call)', () => {
    expect(Object.keys(CALLS).filter((key) => !operations.some((operation) => operation.key === key))).toEqual([]);
  });

  it.each(MATRIX)('%s', async (key, expected) => {
    const operation = operations.find((candidate) => candidate.key === key)!;
    const actual: Partial<Record<Actor, number>> = {};
    const problems: string[] = [];
    const refusedFirst = [...ACTORS].sort((a, b) => Number(expected[a] < 400) - Number(expected[b] < 400));
    for (const actor of refusedFirst) {
      const before = await rowsByActor(apiWorld);
      const response = await send(apiWorld, actor, operation, callFor(operation, apiWorld, actor));
      const after = await rowsByActor(apiWorld);
      actual[actor] = response.status;

      const staff = actor === 'admin' && operation.path.startsWith('/api/admin/');
      if (response.status >= 400) {
        if (!isErrorBody(response.body, response.status)) problems.push(`${actor}: ${response.status} without our error body: ${response.text.slice(0, 200)}`);
        for (const whose of ACTORS) if (!sameRows(after[whose], before[whose])) problems.push(`${actor}: refused, yet ${whose}'s rows changed`);
      } else if (actor !== 'owner' && !staff && !sameRows(after.owner, before.owner)) {
        problems.push(`${actor}: changed the owner's rows`);
      }
      if (actor !== 'owner' && !staff) {
        const text = response.text ?? JSON.stringify(response.body);
        for (const secret of ownerSecrets(apiWorld)) if (text.includes(secret)) problems.push(`${actor}: the answer shows the owner's ${secret}`);
      }
    }
    expect(actual).toEqual(expected);
    expect(problems).toEqual([]);
  });
});
