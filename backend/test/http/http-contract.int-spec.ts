import { signInAdmin } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

const ERROR_BODY = {
  statusCode: expect.any(Number),
  code: expect.any(String),
  message: expect.any(String),
  requestId: expect.any(String),
};

describe('HTTP contract', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers an unknown API path with the JSON error body and its request id', async () => {
    const response = await app.http().get('/api/no-such-endpoint').expect(404);
    expect(response.body).toEqual({ ...ERROR_BODY, statusCode: 404, code: 'REQUEST.NOT_FOUND', message: 'Not found' });
    expect(response.headers['x-request-id']).toBe(response.body.requestId);
  });

  it('keeps a well-formed X-Request-Id from the caller and replaces a malformed one', async () => {
    const kept = await app.http().get('/api/health/live').set('X-Request-Id', 'lb-1234567890').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-1234567890');
    const replaced = await app.http().get('/api/health/live').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a state-changing request that another site sent (Sec-Fetch-Site)', async () => {
    const response = await app.http().post('/api/anything').set('Sec-Fetch-Site', 'cross-site').send({}).expect(403);
    expect(response.body).toMatchObject({ code: 'REQUEST.CROSS_ORIGIN', message: 'Cross-origin requests are not allowed' });
  });

  it('refuses a state-changing request from a foreign or opaque Origin', async () => {
    await app.http().post('/api/anything').set('Origin', 'https://evil.example').send({}).expect(403);
    await app.http().post('/api/anything').set('Origin', 'null').send({}).expect(403);
  });

  it('lets same-origin browsers and non-browser clients through to routing', async () => {
    await app.http().post('/api/anything').set('Sec-Fetch-Site', 'same-origin').send({}).expect(404);
    await app.http().post('/api/anything').set('Origin', 'http://localhost:3000').send({}).expect(404);
    await app.http().post('/api/anything').send({}).expect(404);
  });

  it('does not apply the origin check to reads', async () => {
    await app.http().get('/api/health/live').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });

  it('answers malformed JSON with 400 and a message for people', async () => {
    const response = await app.http().post('/api/anything').set('Content-Type', 'application/json').send('{"broken": ').expect(400);
    expect(response.body).toMatchObject({ code: 'REQUEST.MALFORMED_BODY', message: 'The request body is not valid JSON' });
  });

  it('refuses text that is not valid Unicode (a lone surrogate) with 400 instead of failing inside a validator', async () => {
    const response = await app
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"\\ud800@example.com","password":"x"}')
      .expect(400);
    expect(response.body).toMatchObject({ code: 'REQUEST.MALFORMED_TEXT', message: 'The request contains text that is not valid Unicode or a null character' });
    await app.http().post('/api/login').set('Content-Type', 'application/json').send('{"\\udc00":1}').expect(400);
  });

  // Found by the hostile-input suite: a search for "\u0000" reached SQL, broke PostgreSQL's protocol and answered 503.
  it('refuses a null character in the body, the query or the path with 400, before it reaches the database', async () => {
    const admin = await signInAdmin(app);
    for (const path of ['/api/admin/users', '/api/admin/receptionists', '/api/admin/support-requests']) {
      const response = await admin.get(path).query({ q: 'a\u0000b' }).expect(400);
      expect(response.body).toMatchObject({
        code: 'REQUEST.MALFORMED_TEXT',
        message: 'The request contains text that is not valid Unicode or a null character',
      });
    }
    await admin
      .get('/api/admin/users')
      .query({ q: ['x', '\u0000'] })
      .expect(400);
    await app.http().post('/api/login').set('Content-Type', 'application/json').send('{"email":"a\\u0000@example.com","password":"x"}').expect(400);
    await app.http().get('/api/sandbox/checkout-sessions/cs_%00').expect(400);
    await admin.get('/api/admin/users').query({ q: '%00' }).expect(200); // the text "%00", sent encoded, is a search like any other
  });

  // Found by an outside review: both answered 500 with a stack in the log.
  it('refuses a sort by a name every object inherits (constructor, toString, valueOf, hasOwnProperty) with 400', async () => {
    const admin = await signInAdmin(app);
    for (const field of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const response = await admin
        .get('/api/admin/users')
        .query({ sort: `${field}:asc` })
        .expect(400);
      expect(response.body).toMatchObject({ code: 'LIST.INVALID_SORT', message: expect.stringMatching(/^sort must be one of: /) });
    }
    await admin.get('/api/admin/receptionists').query({ sort: 'constructor:desc' }).expect(400);
  });

  it('refuses a JSON body nested deeper than 32 levels with 400 REQUEST.TOO_DEEP, and takes one 32 deep', async () => {
    const nested = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
    const tooDeep = await app
      .http()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(`{"email":${'['.repeat(2000)}${']'.repeat(2000)}}`)
      .expect(400);
    expect(tooDeep.body).toMatchObject({
      code: 'REQUEST.TOO_DEEP',
      message: 'The request body is nested too deeply (at most 32 levels of objects and arrays)',
    });
    await app
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(nested(33))
      .expect(400)
      .expect((response) => expect(response.body.code).toBe('REQUEST.TOO_DEEP'));
    const deepest = await app.http().post('/api/contact').set('Content-Type', 'application/json').send(nested(32)).expect(400);
    expect(deepest.body.code).toBe('REQUEST.VALIDATION_FAILED');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.http().post('/api/anything').set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(response.body).toMatchObject({ code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await app
      .http()
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send({ text: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(response.body).toMatchObject({ code: 'REQUEST.BODY_TOO_LARGE', message: 'The request body is too large' });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const response = await app.http().get('/api/health/live').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers 401 to a signed-out request for the session user, and to the admin identity', async () => {
    const user = await app.http().get('/api/user').expect(401);
    expect(user.body).toEqual({ ...ERROR_BODY, statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Please log in to continue' });
    await app.http().get('/api/admin/me').expect(401);
  });

  it('ignores a forged session cookie', async () => {
    await app.http().get('/api/user').set('Cookie', 'sid=s%3Aforged.signature').expect(401);
  });

  it('compresses what it sends to clients that accept gzip', async () => {
    const response = await app.http().get('/api/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await app.http().get('/api/openapi.json').expect(200);
    expect(document.body.paths['/api/health'].get.operationId).toBe('getHealth');
    await app.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('serves no API documentation with API_DOCS=off', async () => {
    const withoutDocs = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const path of ['/api/docs', '/api/openapi.json', '/api/openapi.yaml']) {
        const response = await withoutDocs.http().get(path).expect(404);
        expect(response.body.code).toBe('REQUEST.NOT_FOUND');
      }
      await withoutDocs.http().get('/api/health/live').expect(200);
    } finally {
      await withoutDocs.close();
    }
  });
});
