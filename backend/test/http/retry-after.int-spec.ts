import { type Response } from 'supertest';
import { openApiDocument } from '../support/api-operations';
import { createTestApp, type TestApp } from '../support/test-app';
import { THROTTLE_WALKS } from '../support/throttle-walks';

/** Every 429 says when to retry: a Retry-After header in whole seconds (at least 1), matching the message. */
describe('Retry-After on every throttled operation', () => {
  let app: TestApp;
  const refusals = new Map<string, Response>();
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('walks each throttled operation past its limit (support/throttle-walks.ts says how)', async () => {
    for (const [key, walk] of Object.entries(THROTTLE_WALKS)) refusals.set(key, await walk(app));
  }, 60_000);

  it('has walked every operation that documents a 429, and each refusal carries Retry-After in whole seconds', async () => {
    const document = await openApiDocument(app);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.responses?.['429'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect([...refusals.keys()].sort()).toEqual(documented.sort());
    for (const [key, response] of refusals) {
      const header = String(response.headers['retry-after']);
      const refusal = { key, status: response.status, code: response.body.code, retryAfter: header };
      expect(refusal).toEqual({ key, status: 429, code: expect.stringMatching(/THROTTLED$/), retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
      const minutes = Math.ceil(Number(header) / 60);
      expect(response.body.message).toMatch(Number(header) < 60 ? new RegExp(`in ${header} seconds?\\.$`) : new RegExp(`in ${minutes} minutes?\\.$`));
    }
  });
});
