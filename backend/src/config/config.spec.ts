import { adminConfig, readAdminConfig } from './admin.config';
import { calendarConfig } from './calendar.config';
import { allConfigs } from './index';
import { notificationsConfig } from './notifications.config';
import { appConfig } from './app.config';
import { readDatabaseConfig } from './database.config';
import { loggingConfig, logsRequests } from './logging.config';
import { metricsConfig } from './metrics.config';
import { passwordConfig } from './password.config';
import { paymentsConfig } from './payments.config';
import { redisConfig } from './redis.config';
import { sessionConfig } from './session.config';
import { shutdownConfig } from './shutdown.config';
import { smsConfig } from './sms.config';
import { voiceConfig } from './voice.config';

function withEnv<T>(env: Record<string, string | undefined>, read: () => T): T {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return read();
  } finally {
    process.env = saved;
  }
}

describe('configuration', () => {
  it('has safe development defaults when nothing is set', () => {
    const app = withEnv({ NODE_ENV: undefined, PORT: undefined, APP_URL: undefined }, () => appConfig());
    expect(app).toMatchObject({ nodeEnv: 'development', port: 3000, appUrl: 'http://localhost:3000', bodyLimit: '100kb' });
  });

  it('converts and validates numbers', () => {
    expect(withEnv({ PORT: '8080' }, () => appConfig()).port).toBe(8080);
    expect(() => withEnv({ PORT: 'eighty' }, () => appConfig())).toThrow(/Invalid app configuration/);
    expect(() => withEnv({ PORT: '70000' }, () => appConfig())).toThrow(/port must not be greater than 65535/);
    expect(withEnv({ REGISTER_LIMIT_PER_HOUR: undefined }, () => appConfig()).registerLimitPerHour).toBe(20);
    expect(withEnv({ REGISTER_LIMIT_PER_HOUR: '5000' }, () => appConfig()).registerLimitPerHour).toBe(5000);
    expect(() => withEnv({ REGISTER_LIMIT_PER_HOUR: '0' }, () => appConfig())).toThrow(/REGISTER_LIMIT_PER_HOUR must be at least 1/);
  });

  it('trusts no proxy unless TRUST_PROXY names one: loopback, a hop count, addresses and CIDR ranges', () => {
    const trust = (value: string | undefined) => withEnv({ TRUST_PROXY: value }, () => appConfig()).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('off')).toBe(false);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, fd00::/8,192.0.2.7')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would let every client choose its own address/);
    expect(() => trust('10.0.0.0/33,proxy.local')).toThrow(/not: 10\.0\.0\.0\/33, proxy\.local/);
  });

  it('bounds the waits on the database: 5 s to connect or to get a connection and 10 s a statement unless set', () => {
    const unset = { DATABASE_CONNECT_TIMEOUT_MS: undefined, DATABASE_ACQUIRE_TIMEOUT_MS: undefined, DATABASE_STATEMENT_TIMEOUT_MS: undefined };
    expect(withEnv(unset, () => readDatabaseConfig())).toMatchObject({ connectTimeoutMs: 5000, acquireTimeoutMs: 5000, statementTimeoutMs: 10_000 });
    expect(withEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '2500' }, () => readDatabaseConfig()).statementTimeoutMs).toBe(2500);
    expect(() => withEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, () => readDatabaseConfig())).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS must be at least 100/);
    expect(() => withEnv({ DATABASE_CONNECT_TIMEOUT_MS: '5s' }, () => readDatabaseConfig())).toThrow(/DATABASE_CONNECT_TIMEOUT_MS must be a whole number/);
  });

  it('gives a stopping process 25 s for its requests and no delay unless set, within bounds', () => {
    expect(withEnv({ SHUTDOWN_GRACE_MS: undefined, SHUTDOWN_DELAY_MS: undefined }, () => shutdownConfig())).toMatchObject({ graceMs: 25_000, delayMs: 0 });
    expect(withEnv({ SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_DELAY_MS: '3000' }, () => shutdownConfig())).toMatchObject({ graceMs: 5000, delayMs: 3000 });
    expect(() => withEnv({ SHUTDOWN_GRACE_MS: '-1' }, () => shutdownConfig())).toThrow(/SHUTDOWN_GRACE_MS must be at least 0/);
    expect(() => withEnv({ SHUTDOWN_DELAY_MS: '5s' }, () => shutdownConfig())).toThrow(/SHUTDOWN_DELAY_MS must be a whole number/);
    expect(() => withEnv({ SHUTDOWN_DELAY_MS: '600000' }, () => shutdownConfig())).toThrow(/SHUTDOWN_DELAY_MS must be at most 120000/);
  });

  it('serves the API documentation unless API_DOCS=off', () => {
    expect(withEnv({ API_DOCS: undefined }, () => appConfig()).apiDocs).toBe('on');
    expect(withEnv({ API_DOCS: 'OFF' }, () => appConfig()).apiDocs).toBe('off');
    expect(withEnv({ API_DOCS: 'off', NODE_ENV: 'development' }, () => appConfig()).apiDocs).toBe('off');
    expect(() => withEnv({ API_DOCS: 'no' }, () => appConfig())).toThrow(/API_DOCS must be on or off/);
  });

  it('serves metrics on 9464 (api) and 9465 (worker) of the loopback unless set; off turns one off', () => {
    const read = (variables: Record<string, string | undefined>) =>
      withEnv({ METRICS_PORT: undefined, WORKER_METRICS_PORT: undefined, METRICS_HOST: undefined, ...variables }, () => metricsConfig());
    expect(read({})).toEqual({ apiPort: 9464, workerPort: 9465, host: '127.0.0.1' });
    expect(read({ METRICS_PORT: 'OFF', WORKER_METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).toEqual({ apiPort: null, workerPort: 0, host: '0.0.0.0' });
    expect(() => read({ METRICS_PORT: 'no' })).toThrow(/METRICS_PORT must be a port number \(1-65535; 0 takes any free port\) or off/);
    expect(() => read({ WORKER_METRICS_PORT: '70000' })).toThrow(/WORKER_METRICS_PORT must be a port number/);
    expect(() => read({ METRICS_HOST: 'metrics.local' })).toThrow(/METRICS_HOST must be an IP address/);
  });

  it("takes Nest's level names and pino's for LOG_LEVEL, and logs JSON in production, pretty lines elsewhere", () => {
    const logging = (env: Record<string, string | undefined>) =>
      withEnv({ LOG_LEVEL: undefined, LOG_FORMAT: undefined, NODE_ENV: undefined, ...env }, () => loggingConfig());
    expect(logging({})).toMatchObject({ level: 'log', pinoLevel: 'info', format: 'pretty' });
    expect(logging({ NODE_ENV: 'production' }).format).toBe('json');
    expect(logging({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).format).toBe('pretty');
    expect(logging({ LOG_FORMAT: 'JSON' }).format).toBe('json');
    const levels = { fatal: 'fatal', error: 'error', warn: 'warn', log: 'info', info: 'info', debug: 'debug', verbose: 'trace', trace: 'trace' };
    for (const [name, pino] of Object.entries(levels)) expect(logging({ LOG_LEVEL: name }).pinoLevel).toBe(pino);
    expect(() => logging({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, log, info, debug, verbose, trace/);
    expect(() => logging({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
    expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace'].filter((level) => logsRequests(level as never))).toEqual(['info', 'debug', 'trace']);
  });

  it('rejects a REDIS_URL that is not redis://', () => {
    expect(() => withEnv({ REDIS_URL: 'http://localhost:6379' }, () => redisConfig())).toThrow(/REDIS_URL must be a redis:\/\/ URL/);
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.com',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'a-long-password',
    };

    it('starts with every required variable', () => {
      expect(withEnv(production, () => appConfig()).appUrl).toBe('https://app.example.com');
      expect(withEnv(production, () => sessionConfig()).secrets).toEqual(['s'.repeat(40)]);
      expect(withEnv(production, () => adminConfig())).toMatchObject({ email: 'ops@example.com', password: 'a-long-password' });
    });

    it('refuses to start without SESSION_SECRET, APP_URL, ADMIN_EMAIL or ADMIN_PASSWORD', () => {
      expect(() => withEnv({ ...production, SESSION_SECRET: undefined }, () => sessionConfig())).toThrow(/SESSION_SECRET is required in production/);
      expect(() => withEnv({ ...production, APP_URL: undefined }, () => appConfig())).toThrow(/APP_URL is required in production/);
      expect(() => withEnv({ ...production, ADMIN_EMAIL: undefined }, () => adminConfig())).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD are required/);
      expect(() => withEnv({ ...production, ADMIN_PASSWORD: undefined }, () => adminConfig())).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD are required/);
    });

    it('starts the api and the worker without ADMIN_PASSWORD, which only the database set-up reads', () => {
      const apiAndWorker = { ...production, ADMIN_PASSWORD: undefined, PAYMENTS_PROVIDER: 'sandbox', VOICE_PLATFORM: 'sandbox', SMS_PROVIDER: 'sandbox' };
      expect(withEnv(apiAndWorker, () => allConfigs.map((read) => read()))).toHaveLength(allConfigs.length);
      expect(withEnv(apiAndWorker, () => readAdminConfig(false))).toEqual({ email: 'ops@example.com', password: undefined });
      expect(() => withEnv(apiAndWorker, () => readAdminConfig())).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD are required/);
      expect(() => withEnv({ ...apiAndWorker, ADMIN_EMAIL: undefined }, () => readAdminConfig(false))).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD are required/);
    });

    it('refuses a short session secret', () => {
      expect(() => withEnv({ ...production, SESSION_SECRET: 'short' }, () => sessionConfig())).toThrow(/at least 32 characters/);
    });
  });

  it('prefixes the session cookie __Host- (always Secure) where APP_URL is https, and keeps the bare name on http', () => {
    const cookie = (env: Record<string, string | undefined>) => {
      const { cookieName, hostPrefixed } = withEnv({ SESSION_COOKIE_NAME: undefined, ...env }, () => sessionConfig());
      return { cookieName, hostPrefixed };
    };
    expect(cookie({ APP_URL: 'https://app.example.com' })).toEqual({ cookieName: '__Host-sid', hostPrefixed: true });
    expect(cookie({ APP_URL: 'https://app.example.com', SESSION_COOKIE_NAME: 'session' })).toEqual({ cookieName: '__Host-session', hostPrefixed: true });
    expect(cookie({ APP_URL: 'http://localhost:3000' })).toEqual({ cookieName: 'sid', hostPrefixed: false });
    expect(cookie({ APP_URL: undefined })).toEqual({ cookieName: 'sid', hostPrefixed: false });
  });

  describe('payments provider', () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_pm',
      STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_pa',
      STRIPE_PRICE_BUSINESS_MONTHLY: 'price_bm',
      STRIPE_PRICE_BUSINESS_ANNUAL: 'price_ba',
    };
    const noStripe = Object.fromEntries(Object.keys(stripeKeys).map((key) => [key, undefined]));
    const read = (variables: Record<string, string | undefined>) =>
      withEnv({ ...noStripe, PAYMENTS_PROVIDER: undefined, ...variables }, () => paymentsConfig());

    // Every combination of environment × PAYMENTS_PROVIDER × Stripe keys; the error is a regular expression.
    const cases: [nodeEnv: string, chosen: string | undefined, keys: boolean, expected: { provider: string; sandboxInProduction: boolean } | RegExp][] = [
      ['development', undefined, false, { provider: 'sandbox', sandboxInProduction: false }],
      ['development', undefined, true, { provider: 'stripe', sandboxInProduction: false }],
      ['development', 'sandbox', false, { provider: 'sandbox', sandboxInProduction: false }],
      ['development', 'sandbox', true, { provider: 'sandbox', sandboxInProduction: false }],
      ['development', 'stripe', false, /STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe/],
      ['development', 'stripe', true, { provider: 'stripe', sandboxInProduction: false }],
      ['test', undefined, false, { provider: 'sandbox', sandboxInProduction: false }],
      ['production', undefined, false, /production needs STRIPE_SECRET_KEY .*or PAYMENTS_PROVIDER=sandbox/],
      ['production', undefined, true, { provider: 'stripe', sandboxInProduction: false }],
      ['production', 'sandbox', false, { provider: 'sandbox', sandboxInProduction: true }],
      ['production', 'sandbox', true, { provider: 'sandbox', sandboxInProduction: true }],
      ['production', 'stripe', false, /STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe/],
      ['production', 'stripe', true, { provider: 'stripe', sandboxInProduction: false }],
    ];

    it.each(cases)('NODE_ENV=%s, PAYMENTS_PROVIDER=%s, Stripe keys set: %s', (nodeEnv, chosen, keys, expected) => {
      const variables = { NODE_ENV: nodeEnv, PAYMENTS_PROVIDER: chosen, ...(keys ? stripeKeys : {}) };
      if (expected instanceof RegExp) expect(() => read(variables)).toThrow(expected);
      else expect(read(variables)).toMatchObject(expected);
    });

    it('refuses an unknown PAYMENTS_PROVIDER', () => {
      expect(() => read({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER must be stripe or sandbox/);
    });

    it('names the missing Stripe settings when PAYMENTS_PROVIDER=stripe has only a secret key', () => {
      expect(() => read({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY must start with pk_test_/);
    });
  });

  it('signs unsubscribe links with UNSUBSCRIBE_SECRET, else a key derived from SESSION_SECRET, never the session secret itself', () => {
    const session = 'a-session-secret-of-at-least-thirty-two-chars';
    const derived = withEnv({ SESSION_SECRET: session, UNSUBSCRIBE_SECRET: undefined }, () => notificationsConfig()).unsubscribeSecrets;
    expect(derived).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(withEnv({ SESSION_SECRET: `${session}!`, UNSUBSCRIBE_SECRET: undefined }, () => notificationsConfig()).unsubscribeSecrets).not.toContain(derived[0]);
    expect(withEnv({ UNSUBSCRIBE_SECRET: 'u'.repeat(32) }, () => notificationsConfig()).unsubscribeSecrets).toEqual(['u'.repeat(32)]);
    expect(() => withEnv({ UNSUBSCRIBE_SECRET: 'short' }, () => notificationsConfig())).toThrow(/UNSUBSCRIBE_SECRET must be at least 32 characters/);
  });

  it('encrypts calendar tokens under CALENDAR_TOKEN_KEY, else keys derived from each SESSION_SECRET value, and needs both Google client settings or neither', () => {
    const session = 'a-session-secret-of-at-least-thirty-two-chars';
    const read = (variables: Record<string, string | undefined>) =>
      withEnv({ CALENDAR_TOKEN_KEY: undefined, GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined, ...variables }, () => calendarConfig());
    const derived = read({ SESSION_SECRET: `${session},${session}-old` }).tokenKeys;
    expect(derived).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(derived).not.toContain(session);
    expect(derived[0]).not.toBe(withEnv({ SESSION_SECRET: session, UNSUBSCRIBE_SECRET: undefined }, () => notificationsConfig()).unsubscribeSecrets[0]);
    expect(read({ SESSION_SECRET: session, CALENDAR_TOKEN_KEY: 'c'.repeat(32) }).tokenKeys).toEqual(['c'.repeat(32)]);
    expect(() => read({ CALENDAR_TOKEN_KEY: 'short' })).toThrow(/CALENDAR_TOKEN_KEY must be at least 32 characters/);
    expect(() => read({ SESSION_SECRET: session, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' })).toThrow(
      /GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set/,
    );
    expect(read({ SESSION_SECRET: session })).toMatchObject({
      googleClientId: undefined,
      googleApiBaseUrl: 'https://www.googleapis.com',
      googleOAuthBaseUrl: 'https://oauth2.googleapis.com',
      googleTimeoutMs: 5000,
    });
  });

  describe('secrets', () => {
    const unset = { SESSION_SECRET: undefined, VOICE_SANDBOX_SECRET: undefined, UNSUBSCRIBE_SECRET: undefined, GENERATED_SECRETS: undefined };
    const first = 'f'.repeat(40);
    const second = 'g'.repeat(40);

    /** The config modules loaded afresh, as a new process loads them, with their logger's warnings recorded. */
    async function newProcess() {
      let loaded!: { sessionConfig: typeof sessionConfig; voiceConfig: typeof voiceConfig; notificationsConfig: typeof notificationsConfig };
      let warn!: jest.SpyInstance;
      await jest.isolateModulesAsync(async () => {
        warn = jest.spyOn((await import('@nestjs/common')).Logger.prototype, 'warn').mockImplementation(() => undefined);
        loaded = { ...(await import('./session.config')), ...(await import('./voice.config')), ...(await import('./notifications.config')) };
      });
      const read = (variables: Record<string, string | undefined>) =>
        withEnv({ ...unset, ...variables }, () => ({
          session: loaded.sessionConfig().secrets,
          voice: loaded.voiceConfig().sandboxSecret,
          unsubscribe: loaded.notificationsConfig().unsubscribeSecrets,
        }));
      return { read, warnings: () => warn.mock.calls.map(([message]) => String(message)) };
    }

    it('unset outside production, each is random and of its own, the same within a process, never one of the repository', async () => {
      const one = await newProcess();
      const secrets = one.read({ NODE_ENV: 'development' });
      expect(one.read({ NODE_ENV: 'development' })).toEqual(secrets);
      const values = [...secrets.session, secrets.voice, ...secrets.unsubscribe];
      expect(new Set(values).size).toBe(3);
      for (const value of values) expect(value.length).toBeGreaterThanOrEqual(32);
      const another = (await newProcess()).read({ NODE_ENV: 'development' });
      for (const value of [...another.session, another.voice, ...another.unsubscribe]) expect(values).not.toContain(value);
    });

    it('warns once per process for each unset secret, naming it', async () => {
      const fresh = await newProcess();
      fresh.read({ NODE_ENV: 'development' });
      fresh.read({ NODE_ENV: 'development' });
      const warnings = fresh.warnings();
      expect(warnings).toHaveLength(3);
      for (const name of ['SESSION_SECRET', 'VOICE_SANDBOX_SECRET', 'UNSUBSCRIBE_SECRET']) {
        expect(warnings.filter((message) => message.startsWith(`${name} is not set`))).toHaveLength(1);
      }
    });

    it('uses the values npm start generated and warns that they are, naming each', async () => {
      const fresh = await newProcess();
      const generated = { SESSION_SECRET: 's'.repeat(43), VOICE_SANDBOX_SECRET: 'v'.repeat(43), UNSUBSCRIBE_SECRET: 'u'.repeat(43) };
      const variables = { NODE_ENV: 'development', ...generated, GENERATED_SECRETS: 'SESSION_SECRET,VOICE_SANDBOX_SECRET,UNSUBSCRIBE_SECRET' };
      expect(fresh.read(variables)).toEqual({ session: ['s'.repeat(43)], voice: 'v'.repeat(43), unsubscribe: ['u'.repeat(43)] });
      fresh.read(variables);
      expect(fresh.warnings()).toEqual(
        Object.keys(generated).map((name) => expect.stringMatching(new RegExp(`^${name} is the development value npm start generated`))),
      );
    });

    it('warns of nothing that is set, nor in production', async () => {
      const fresh = await newProcess();
      fresh.read({ NODE_ENV: 'development', SESSION_SECRET: first });
      expect(() => fresh.read({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
      expect(fresh.warnings()).toEqual([]);
    });

    it('derives the sandbox and unsubscribe keys from a set SESSION_SECRET only, each from its own value', async () => {
      const { read } = await newProcess();
      const derived = read({ SESSION_SECRET: first });
      expect(derived.voice).toMatch(/^[0-9a-f]{64}$/);
      expect(derived.unsubscribe).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
      expect(derived.unsubscribe[0]).not.toBe(derived.voice);
      expect(read({ SESSION_SECRET: first, VOICE_SANDBOX_SECRET: 'v'.repeat(16), UNSUBSCRIBE_SECRET: 'u'.repeat(32) })).toEqual({
        session: [first],
        voice: 'v'.repeat(16),
        unsubscribe: ['u'.repeat(32)],
      });
    });

    it('takes SESSION_SECRET as a comma-separated list: the first derives the keys that sign, every one verifies', async () => {
      const { read } = await newProcess();
      const rotated = read({ SESSION_SECRET: ` ${second} , ${first} ` });
      const before = read({ SESSION_SECRET: first });
      const after = read({ SESSION_SECRET: second });
      expect(rotated).toEqual({ session: [second, first], voice: after.voice, unsubscribe: [after.unsubscribe[0], before.unsubscribe[0]] });
      expect(() => read({ SESSION_SECRET: `${second},short` })).toThrow(/SESSION_SECRET must be at least 32 characters/);
    });

    it('refuses production without SESSION_SECRET or UNSUBSCRIBE_SECRET for the unsubscribe links', () => {
      expect(() => withEnv({ ...unset, NODE_ENV: 'production' }, () => notificationsConfig())).toThrow(
        /UNSUBSCRIBE_SECRET or SESSION_SECRET is required in production/,
      );
    });
  });

  describe('SMS provider', () => {
    const unset = {
      SMS_PROVIDER: undefined,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM_NUMBER: undefined,
      TWILIO_API_BASE_URL: undefined,
    };
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'b2'.repeat(16), TWILIO_FROM_NUMBER: '+14155550100' };

    it('is the sandbox without Twilio’s settings, and Twilio with all three', () => {
      expect(withEnv(unset, () => smsConfig())).toMatchObject({ provider: 'sandbox', twilioApiBaseUrl: 'https://api.twilio.com' });
      expect(withEnv({ ...unset, ...twilio }, () => smsConfig())).toMatchObject({ provider: 'twilio', twilioFromNumber: '+14155550100' });
      const service = `MG${'c3'.repeat(16)}`;
      expect(withEnv({ ...unset, ...twilio, TWILIO_FROM_NUMBER: service }, () => smsConfig()).twilioFromNumber).toBe(service);
    });

    it('runs the sandbox in production only when SMS_PROVIDER=sandbox says so; SMS_PROVIDER=twilio needs Twilio’s settings', () => {
      expect(() => withEnv({ ...unset, SMS_PROVIDER: undefined, NODE_ENV: 'production' }, () => smsConfig())).toThrow(
        /production needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER, or SMS_PROVIDER=sandbox/,
      );
      expect(withEnv({ ...unset, SMS_PROVIDER: 'sandbox', NODE_ENV: 'production' }, () => smsConfig()).provider).toBe('sandbox');
      expect(withEnv({ ...unset, ...twilio, SMS_PROVIDER: undefined, NODE_ENV: 'production' }, () => smsConfig()).provider).toBe('twilio');
      expect(() => withEnv({ ...unset, SMS_PROVIDER: 'twilio' }, () => smsConfig())).toThrow(/TWILIO_ACCOUNT_SID must be an account SID/);
      expect(() => withEnv({ ...unset, SMS_PROVIDER: 'carrier-pigeon' }, () => smsConfig())).toThrow(/SMS_PROVIDER must be twilio or sandbox/);
    });

    it('refuses part of Twilio’s settings, or values not of Twilio’s shapes, naming each', () => {
      expect(() => withEnv({ ...unset, TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID }, () => smsConfig())).toThrow(
        /TWILIO_AUTH_TOKEN is required[\s\S]*TWILIO_FROM_NUMBER must be a number in E\.164/,
      );
      expect(() => withEnv({ ...unset, ...twilio, TWILIO_ACCOUNT_SID: 'AC123' }, () => smsConfig())).toThrow(/TWILIO_ACCOUNT_SID must be an account SID/);
      expect(() => withEnv({ ...unset, ...twilio, TWILIO_FROM_NUMBER: '415-555-0100' }, () => smsConfig())).toThrow(/TWILIO_FROM_NUMBER must be/);
    });
  });

  it('hashes passwords at OWASP’s baseline unless the tests ask for argon2’s minimum, which only NODE_ENV=test accepts', () => {
    expect(withEnv({ PASSWORD_HASH_COST: undefined }, () => passwordConfig()).hashCost).toBe('baseline');
    expect(withEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'minimum' }, () => passwordConfig()).hashCost).toBe('minimum');
    expect(() => withEnv({ NODE_ENV: 'development', PASSWORD_HASH_COST: 'minimum' }, () => passwordConfig())).toThrow(
      /PASSWORD_HASH_COST=minimum is for the tests only/,
    );
    expect(() => withEnv({ PASSWORD_HASH_COST: 'cheap' }, () => passwordConfig())).toThrow(/PASSWORD_HASH_COST must be one of baseline, minimum/);
  });

  it('looks for daily digests hourly unless DIGEST_INTERVAL_SECONDS says more often', () => {
    expect(withEnv({ DIGEST_INTERVAL_SECONDS: undefined }, () => notificationsConfig()).digestIntervalSeconds).toBe(3600);
    expect(withEnv({ DIGEST_INTERVAL_SECONDS: '5' }, () => notificationsConfig()).digestIntervalSeconds).toBe(5);
    expect(() => withEnv({ DIGEST_INTERVAL_SECONDS: 'soon' }, () => notificationsConfig())).toThrow(/DIGEST_INTERVAL_SECONDS must be a whole number/);
  });

  it('reads VOICE_RECORDING_HOSTS as host names, and refuses VOICE_RECORDING_TEST_LOOPBACK in production', () => {
    const vapi = { VAPI_WEBHOOK_SECRET: 'a-secret-of-16-characters', VAPI_API_KEY: 'key', VOICE_RECORDING_TEST_LOOPBACK: undefined };
    expect(withEnv({ ...vapi, VOICE_RECORDING_HOSTS: undefined }, () => voiceConfig())).toMatchObject({ recordingHosts: [], recordingTestLoopback: false });
    expect(withEnv({ ...vapi, VOICE_RECORDING_HOSTS: ' Bucket.example.com, .r2.cloudflarestorage.com ' }, () => voiceConfig()).recordingHosts).toEqual([
      'bucket.example.com',
      '.r2.cloudflarestorage.com',
    ]);
    expect(() => withEnv({ ...vapi, VOICE_RECORDING_HOSTS: 'https://bucket.example.com/' }, () => voiceConfig())).toThrow(
      /VOICE_RECORDING_HOSTS must be host names/,
    );
    expect(withEnv({ ...vapi, NODE_ENV: 'test', VOICE_RECORDING_TEST_LOOPBACK: 'true' }, () => voiceConfig()).recordingTestLoopback).toBe(true);
    expect(() => withEnv({ ...vapi, NODE_ENV: 'production', VOICE_RECORDING_TEST_LOOPBACK: 'true' }, () => voiceConfig())).toThrow(
      /VOICE_RECORDING_TEST_LOOPBACK is for tests only/,
    );
  });
});
