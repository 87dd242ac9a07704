import { BadRequestException, ForbiddenException, NotFoundException, Logger } from '@nestjs/common';
import { DriverException } from '@mikro-orm/core';
import { TimeoutError } from '../async/with-timeout';
import { AllExceptionsFilter, outageCause, toAppException } from './all-exceptions.filter';
import { AppException } from './app.exception';

describe('toAppException', () => {
  it('keeps an AppException as it is', () => {
    const error = new AppException(409, 'USERS.EMAIL_TAKEN', 'An account with this email already exists');
    expect(toAppException(error)).toBe(error);
  });

  it('maps body-parser failures to 400 and 413 with messages for people', () => {
    expect(toAppException(Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({
      status: 400,
      code: 'REQUEST.MALFORMED_BODY',
    });
    expect(toAppException(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }))).toMatchObject({
      status: 413,
      code: 'REQUEST.BODY_TOO_LARGE',
    });
  });

  it("replaces Nest's 'Cannot GET /x' with our not-found text", () => {
    expect(toAppException(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ status: 404, code: 'REQUEST.NOT_FOUND', message: 'Not found' });
  });

  it('keeps the message of other client errors', () => {
    expect(toAppException(new BadRequestException('Validation failed (numeric string is expected)'))).toMatchObject({
      status: 400,
      message: 'Validation failed (numeric string is expected)',
    });
    expect(toAppException(new ForbiddenException())).toMatchObject({ status: 403, code: 'AUTH.FORBIDDEN' });
  });

  it('keeps the status of client errors from Express middleware (a missing static file), which used to become 500s', () => {
    const missingFile = Object.assign(new Error('Not Found'), { status: 404, statusCode: 404, expose: true });
    expect(toAppException(missingFile)).toMatchObject({ status: 404, code: 'REQUEST.NOT_FOUND', message: 'Not found' });
    const outsideRoot = Object.assign(new Error('Forbidden'), { status: 403, statusCode: 403, expose: true });
    expect(toAppException(outsideRoot)).toMatchObject({ status: 403, code: 'AUTH.FORBIDDEN' });
    expect(toAppException(Object.assign(new Error('Range Not Satisfiable'), { status: 416, expose: true }))).toMatchObject({
      status: 416,
      code: 'REQUEST.FAILED',
    });
    expect(toAppException(Object.assign(new Error('secret detail'), { status: 500, expose: false }))).toMatchObject({ status: 500, code: 'INTERNAL' });
  });

  it('answers 503 with a message for people when the database cannot be reached, whoever raised it', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unavailable = [
      refused, // pg's pool (the session store)
      new DriverException(refused), // MikroORM's wrapper
      Object.assign(new Error('the database system is shutting down'), { code: '57P03' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout') }),
      new DriverException(new Error('Knex: Timeout acquiring a connection. The pool is probably full.')),
      // A server that accepts connections but does not answer: no connection made, a statement cancelled or never answered.
      new DriverException(new Error('timeout expired')),
      new DriverException(Object.assign(new Error('select pg_sleep(2) - canceling statement due to statement timeout'), { code: '57014' })),
      new DriverException(new Error('select 1 - Query read timeout')),
      new Error('Query read timeout'),
    ];
    for (const error of unavailable) {
      expect(toAppException(error)).toMatchObject({
        status: 503,
        code: 'DATABASE.UNAVAILABLE',
        message: 'We cannot reach our database at the moment. Please try again in a minute',
      });
    }
  });

  it("logs an outage's cause without the statement's values", () => {
    const timedOut = new DriverException(
      Object.assign(new Error("select * from users where email = 'ada@example.com' - canceling statement due to statement timeout"), { code: '57014' }),
    );
    expect(outageCause(timedOut)).toBe('canceling statement due to statement timeout');
    expect(outageCause(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('answers 503 when Redis is unreachable or a dependency does not answer in time', () => {
    for (const error of [
      new Error("Stream isn't writeable and enableOfflineQueue options is false"), // ioredis without its offline queue
      new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.'),
      new TimeoutError('Redis did not answer within 2000 ms'),
      Object.assign(new Error('An error occurred with our connection to Stripe. Request was retried 2 times.'), { type: 'StripeConnectionError' }),
      Object.assign(new Error('Something went wrong on Stripe’s end.'), { type: 'StripeAPIError' }),
    ]) {
      expect(toAppException(error)).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        message: 'A service we depend on is not answering at the moment. Please try again in a minute',
      });
    }
  });

  it("keeps the payment provider's other failures (a request it refuses) as 500s", () => {
    expect(toAppException(Object.assign(new Error('No such customer'), { type: 'StripeInvalidRequestError' }))).toMatchObject({ status: 500 });
  });

  it('keeps query faults as 500s', () => {
    expect(toAppException(Object.assign(new Error('column "x" does not exist'), { code: '42703' }))).toMatchObject({ status: 500, code: 'INTERNAL' });
    // A protocol violation is in SQLSTATE class 08 with the outages, but the database answered: the message was ours.
    expect(toAppException(new DriverException(Object.assign(new Error('select 1 - invalid message format'), { code: '08P01' })))).toMatchObject({
      status: 500,
      code: 'INTERNAL',
    });
  });

  it('hides anything unexpected behind a 500 that reveals nothing', () => {
    const mapped = toAppException(new Error('connection string postgres://secret@db'));
    expect(mapped).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(mapped.message).not.toContain('secret');
  });
});

describe('AllExceptionsFilter', () => {
  it('logs a failed request without the values of its query (reset tokens)', () => {
    const logged: string[] = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logged.push(String(message)));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void logged.push(String(message)));
    const response = { headersSent: false, status: () => response, type: () => response, json: () => response };
    const request = { method: 'GET', originalUrl: '/api/validate-reset-token?token=s3cr3t-token', headers: {} };
    const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as never;
    try {
      new AllExceptionsFilter().catch(new Error('boom'), host);
      new AllExceptionsFilter().catch(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), host);
      expect(logged).toEqual([
        'GET /api/validate-reset-token?token=[redacted] failed',
        expect.stringMatching(/^GET \/api\/validate-reset-token\?token=\[redacted\]: DATABASE.UNAVAILABLE/),
      ]);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
