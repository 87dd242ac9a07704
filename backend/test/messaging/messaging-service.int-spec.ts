import { createTestApp, type TestApp } from '../support/test-app';
import { startTwilioStandIn, type TwilioStandIn } from '../support/twilio-stand-in';
import { waitUntil } from '../support/wait';
import { VAPI_TEST_ENV } from '../calls/calls-helpers';
import { callerNumber, fromTwilio, receptionistWithLinks, sendLink } from './texts-helpers';

/** TWILIO_FROM_NUMBER as a Messaging Service's SID (docs/voice-platforms.md#texts): Twilio picks the number for each text. */
describe('texts through a Twilio Messaging Service', () => {
  const service = `MG${'0123456789abcdef'.repeat(2)}`;
  let app: TestApp;
  let twilio: TwilioStandIn;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    app = await createTestApp({ worker: true, env: { ...VAPI_TEST_ENV, ...twilio.env(), TWILIO_FROM_NUMBER: service } });
  });
  afterAll(async () => {
    await app.close();
    await twilio.close();
  });

  it('sends with MessagingServiceSid, and a STOP to any of our numbers stops the texts', async () => {
    const { assistantId } = await receptionistWithLinks(app);
    const caller = callerNumber('0321');
    expect(await sendLink(app, assistantId, { link: 'Directions' }, { caller })).toBe("I've texted the Directions link to the number ending 0321.");
    await waitUntil(() => twilio.requests.some((request) => request.form.To === caller), 10_000, 'the text handed to Twilio');
    const [sent] = twilio.requests.filter((request) => request.form.To === caller);
    expect(sent.form).toMatchObject({ To: caller, MessagingServiceSid: service });
    expect(sent.form.From).toBeUndefined();

    // The service's numbers are not ours to know: a STOP sent to one of them stops every text to the caller.
    await fromTwilio(app, '/api/webhooks/sms/twilio', { From: caller, To: '+14155550199', Body: 'STOP' }).expect(200);
    expect(await sendLink(app, assistantId, { link: 'Directions' }, { caller })).toMatch(/^This number has asked us not to text it/);
  });
});
