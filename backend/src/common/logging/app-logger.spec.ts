import { Logger } from '@nestjs/common';
import { AppLogger } from './app-logger';
import { runInScope } from '../async-scope';
import { runAsJob, runScheduled } from './log-context';
import { redactSecrets, redactText } from './redact-secrets';

/** An AppLogger writing JSON into an array, as it writes to stdout in production. */
function capturingLogger(level: 'trace' | 'info' | 'warn' = 'trace') {
  const lines: string[] = [];
  const logger = new AppLogger({ level, format: 'json', processName: 'spec', destination: { write: (line: string) => void lines.push(line) } });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

// Every secret below is unique, so a test can look for it anywhere in the output.
const SECRETS = {
  cookie: 'sid=s%3Acookie-secret-1.sig',
  setCookie: 'sid=s%3Acookie-secret-2.sig; Path=/; HttpOnly',
  authorization: 'Bearer authorization-secret-3',
  stripeSignature: 't=1,v1=stripe-signature-secret-4',
  vapiSignature: 'vapi-signature-secret-5',
  vapiSecret: 'vapi-header-secret-6',
  password: 'password-secret-7',
  currentPassword: 'current-password-secret-8',
  newPassword: 'new-password-secret-9',
  token: 'reset-token-secret-10',
  secret: 'totp-enrolment-secret-11',
  code: '918273',
  recoveryCode: 'recovery-code-secret-12',
  clientSecret: 'pi_client-secret-13',
  databasePassword: 'database-password-secret-14',
  queryToken: 'query-token-secret-15',
  bearer: 'bearer-in-text-secret-16',
};

describe('AppLogger', () => {
  afterEach(() => Logger.overrideLogger(false));

  it('writes one JSON object per line: time, level name, process, context and message', () => {
    const { logger, lines, entries } = capturingLogger();
    logger.log('listening', 'Bootstrap');
    logger.warn('slow');
    logger.verbose('details', 'Verbose');
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'info', name: 'spec', context: 'Bootstrap', msg: 'listening', pid: process.pid, time: expect.any(Number) }),
      expect.objectContaining({ level: 'warn', msg: 'slow' }),
      expect.objectContaining({ level: 'trace', context: 'Verbose', msg: 'details' }),
    ]);
    expect(Math.abs(Date.now() - (entries()[0].time as number))).toBeLessThan(60_000);
    expect(entries()[1]).not.toHaveProperty('context');
  });

  it('keeps lines below its level out', () => {
    const { logger, entries } = capturingLogger('warn');
    logger.log('not this');
    logger.debug('nor this');
    logger.error('this');
    expect(entries().map((entry) => entry.msg)).toEqual(['this']);
  });

  it("takes Nest's error convention: a stack, then the context", () => {
    const { logger, entries } = capturingLogger();
    const error = new Error('boom');
    logger.error('GET /api/x failed', error.stack, 'Exceptions');
    logger.error(error, 'Exceptions');
    logger.error('no stack', undefined, 'Exceptions');
    const [withStack, withError, withoutStack] = entries();
    expect(withStack).toMatchObject({
      level: 'error',
      context: 'Exceptions',
      msg: 'GET /api/x failed',
      stack: expect.stringContaining('Error: boom\n    at '),
    });
    expect(withError).toMatchObject({ msg: 'boom', context: 'Exceptions', err: { type: 'Error', message: 'boom', stack: expect.stringContaining('at ') } });
    expect(withoutStack).toEqual(expect.objectContaining({ msg: 'no stack', context: 'Exceptions' }));
    expect(withoutStack).not.toHaveProperty('stack');
  });

  it('is what every `new Logger(context)` writes through', () => {
    const { logger, entries } = capturingLogger();
    Logger.overrideLogger(logger);
    new Logger('Somewhere').log('hello');
    new Logger('Somewhere').error('failed', new Error('inner').stack);
    Logger.warn('static', 'Static');
    expect(entries()).toEqual([
      expect.objectContaining({ level: 'info', context: 'Somewhere', msg: 'hello' }),
      expect.objectContaining({ level: 'error', context: 'Somewhere', msg: 'failed', stack: expect.stringContaining('Error: inner') }),
      expect.objectContaining({ level: 'warn', context: 'Static', msg: 'static' }),
    ]);
  });

  it('adds the request id, or the job id and queue, of the work it is written in', async () => {
    const { logger, entries } = capturingLogger();
    runInScope({ log: { requestId: 'req-12345678' } }, () => logger.log('in a request'));
    await runAsJob('mail', 'outbox-42', async () => {
      await Promise.resolve();
      logger.log('in a job');
    });
    runScheduled('maintenance', () => logger.log('in a scheduled run'));
    logger.log('outside');
    const [request, job, scheduled, outside] = entries();
    expect(request).toMatchObject({ requestId: 'req-12345678', msg: 'in a request' });
    expect(job).toMatchObject({ queue: 'mail', jobId: 'outbox-42', msg: 'in a job' });
    expect(scheduled).toMatchObject({ queue: 'schedule:maintenance', jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(outside).not.toHaveProperty('requestId');
    expect(outside).not.toHaveProperty('jobId');
  });

  it('logs an object message as the fields of its line', () => {
    const { logger, entries } = capturingLogger();
    runInScope({ log: { requestId: 'req-abcdefgh' } }, () =>
      logger.log({ msg: 'GET /api/plans 200 1.2ms', method: 'GET', route: '/api/plans', status: 200, durationMs: 1.2 }, 'HTTP'),
    );
    expect(entries()[0]).toMatchObject({
      context: 'HTTP',
      msg: 'GET /api/plans 200 1.2ms',
      route: '/api/plans',
      status: 200,
      durationMs: 1.2,
      requestId: 'req-abcdefgh',
    });
  });

  it('never writes a secret: headers, body fields, errors, URLs and messages', () => {
    const { logger, lines, entries } = capturingLogger();
    Logger.overrideLogger(logger);
    const headers = {
      cookie: SECRETS.cookie,
      'set-cookie': [SECRETS.setCookie],
      authorization: SECRETS.authorization,
      'stripe-signature': SECRETS.stripeSignature,
      'x-vapi-signature': SECRETS.vapiSignature,
      'X-Vapi-Secret': SECRETS.vapiSecret,
      'content-type': 'application/json',
    };
    const body = {
      email: 'ada@example.com',
      password: SECRETS.password,
      currentPassword: SECRETS.currentPassword,
      newPassword: SECRETS.newPassword,
      token: SECRETS.token,
      secret: SECRETS.secret,
      code: SECRETS.code,
      recoveryCode: SECRETS.recoveryCode,
      nested: [{ client_secret: SECRETS.clientSecret }],
    };
    const error = Object.assign(new Error(`connect to postgres://app:${SECRETS.databasePassword}@db:5432/app failed`), {
      code: 'ECONNREFUSED',
      request: { headers },
      cause: new Error(`GET /api/validate-reset-token?token=${SECRETS.queryToken}`),
    });

    logger.log({ msg: 'incoming', headers, body }, 'Spec');
    new Logger('Spec').error(error);
    new Logger('Spec').error(`request failed: ${error.message}`, error.stack);
    logger.warn(`retrying with Authorization: Bearer ${SECRETS.bearer}`);
    logger.debug({ msg: 'raw body', rawBody: Buffer.from(JSON.stringify(body)) });

    const output = lines.join('');
    for (const [name, value] of Object.entries(SECRETS)) expect({ name, found: output.includes(value) }).toEqual({ name, found: false });
    const [incoming, logged] = entries();
    expect(incoming).toMatchObject({
      headers: {
        cookie: '[redacted]',
        'set-cookie': '[redacted]',
        authorization: '[redacted]',
        'x-vapi-signature': '[redacted]',
        'content-type': 'application/json',
      },
      body: { email: 'ada@example.com', password: '[redacted]', code: '[redacted]', nested: [{ client_secret: '[redacted]' }] },
    });
    // What is not a secret stays readable: an error's kind, the URL's host, the query's parameter names.
    expect(logged).toMatchObject({
      err: {
        code: 'ECONNREFUSED',
        message: 'connect to postgres://app:[redacted]@db:5432/app failed',
        cause: { message: 'GET /api/validate-reset-token?token=[redacted]' },
      },
    });
  });
});

describe('redactSecrets', () => {
  it('leaves what is not a secret alone, and survives cycles and depth', () => {
    const cyclic: Record<string, unknown> = { name: 'a', statusCode: 500, when: new Date(0) };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ name: 'a', statusCode: 500, when: new Date(0), self: '[circular]' });
    let deep: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 20; level++) deep = { deep };
    expect(JSON.stringify(redactSecrets(deep))).toContain('[too deep]');
    expect(redactText('the basic plan, 2 receptionists')).toBe('the basic plan, 2 receptionists');
    expect(redactText('see https://example.com/a?x=1&y=2 now')).toBe('see https://example.com/a?x=[redacted]&y=[redacted] now');
  });
});
