import { SmsRefused } from './sms-gateway';
import { TwilioSmsGateway } from './twilio-sms.gateway';

describe('the Twilio SMS gateway', () => {
  const account = { twilioAccountSid: `AC${'0'.repeat(32)}`, twilioAuthToken: 'auth-token-0123456789', twilioApiBaseUrl: 'https://api.twilio.test' };
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  let sent: { url: string; form: URLSearchParams }[];
  let next: Response;

  beforeEach(() => {
    sent = [];
    jest.spyOn(global, 'fetch').mockImplementation((url, init) => {
      sent.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
      return Promise.resolve(next);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends from the number, asking for status callbacks at APP_URL, and reads the sid and status', async () => {
    next = answer(201, { sid: `SM${'1'.repeat(32)}`, status: 'accepted' });
    const gateway = new TwilioSmsGateway({ ...account, twilioFromNumber: '+14155550100' }, 'https://app.example.com/');
    expect(await gateway.send({ to: '+14155550123', body: 'Hello' })).toEqual({ sid: `SM${'1'.repeat(32)}`, status: 'queued' });
    expect(gateway.senderNumber).toBe('+14155550100');
    expect(sent[0].url).toBe(`https://api.twilio.test/2010-04-01/Accounts/${account.twilioAccountSid}/Messages.json`);
    expect(Object.fromEntries(sent[0].form)).toEqual({
      To: '+14155550123',
      From: '+14155550100',
      Body: 'Hello',
      StatusCallback: 'https://app.example.com/api/webhooks/sms/twilio/status',
    });
  });

  it('sends through a Messaging Service when given its SID, which picks the number', async () => {
    next = answer(201, { sid: `SM${'2'.repeat(32)}`, status: 'queued' });
    const service = `MG${'3'.repeat(32)}`;
    const gateway = new TwilioSmsGateway({ ...account, twilioFromNumber: service }, 'https://app.example.com');
    await gateway.send({ to: '+14155550123', body: 'Hello' });
    expect(sent[0].form.get('MessagingServiceSid')).toBe(service);
    expect(sent[0].form.has('From')).toBe(false);
    expect(gateway.senderNumber).toBeNull();
  });

  it('refuses for good on Twilio’s 4xx, with its code, and leaves 5xx, 429 and 408 to a retry', async () => {
    const gateway = new TwilioSmsGateway({ ...account, twilioFromNumber: '+14155550100' }, 'https://app.example.com');
    next = answer(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    const refused = await gateway.send({ to: '+1', body: 'x' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsRefused);
    expect(refused).toMatchObject({ code: 21211, message: "Twilio answered 400 (error 21211): The 'To' number is not a valid phone number." });
    for (const status of [500, 503, 429, 408]) {
      next = answer(status, { code: 20500, message: 'Internal Server Error', status });
      const error = await gateway.send({ to: '+14155550123', body: 'x' }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsRefused);
    }
    next = new Response('<html>bad gateway</html>', { status: 502 });
    await expect(gateway.send({ to: '+14155550123', body: 'x' })).rejects.toThrow('Twilio answered 502: no message');
  });
});
