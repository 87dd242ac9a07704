import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';

/** The account the tests configure: any values of Twilio's shapes (nothing here reaches Twilio). */
export const TWILIO_TEST_ACCOUNT = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'twilio-test-auth-token-0123456789',
  fromNumber: '+14155550100',
} as const;

/** One request the app sent: its path, headers and form fields. */
export interface TwilioRequest {
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** How the stand-in answers a send: Twilio's status code and JSON. */
export interface TwilioAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Twilio's answer to a text it took (its Messages resource), as its API reference shows it. */
export function acceptedMessage(form: Record<string, string>): TwilioAnswer {
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const now = new Date().toUTCString();
  return {
    status: 201,
    body: {
      account_sid: TWILIO_TEST_ACCOUNT.accountSid,
      api_version: '2010-04-01',
      body: form.Body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.accountSid}/Messages/${sid}/Media.json` },
      to: form.To,
      uri: `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.accountSid}/Messages/${sid}.json`,
    },
  };
}

/** Twilio's error answer (its REST API's error shape). */
export function twilioError(status: number, code: number, message: string): TwilioAnswer {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

export interface TwilioStandIn {
  url: string;
  requests: TwilioRequest[];
  /** How the next sends are answered, in turn (an answer may first do what Twilio does meanwhile); once used up, every send is accepted. */
  answerNext(...answers: ((form: Record<string, string>) => TwilioAnswer | Promise<TwilioAnswer>)[]): void;
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A stand-in for api.twilio.com on 127.0.0.1 (point TWILIO_API_BASE_URL at it): records every request and answers
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` as Twilio does; any other route gets Twilio's 404.
 */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const requests: TwilioRequest[] = [];
  const queued: ((form: Record<string, string>) => TwilioAnswer | Promise<TwilioAnswer>)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    const reply = async () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = request.url ?? '';
      requests.push({ path, headers: request.headers, form });
      const messages = `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.accountSid}/Messages.json`;
      const answer =
        request.method === 'POST' && path === messages
          ? await (queued.shift() ?? acceptedMessage)(form)
          : twilioError(404, 20404, 'The requested resource was not found');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    };
    // An answer that failed its own check is Twilio's 500, so the test waiting on the text sees it.
    request.on('end', () => void reply().catch(() => response.writeHead(500).end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answerNext: (...answers) => queued.push(...answers),
    env: () => ({
      TWILIO_ACCOUNT_SID: TWILIO_TEST_ACCOUNT.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_ACCOUNT.authToken,
      TWILIO_FROM_NUMBER: TWILIO_TEST_ACCOUNT.fromNumber,
      TWILIO_API_BASE_URL: url,
    }),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
