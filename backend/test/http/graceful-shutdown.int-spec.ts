import http from 'node:http';
import { type Answer, connectionOutcome, get, spawnBuilt } from '../support/built-process';
import { clientIp } from '../support/accounts';

const PORT = 3000 + 740 + Number(process.env.JEST_WORKER_ID ?? 1);

/**
 * A contact message whose body is still on its way: `accepted` settles once the api has read its headers (it answered
 * "100 Continue"), so the request is in flight; `finish()` sends the body and resolves with the answer.
 */
function contactInFlight(port: number) {
  const body = JSON.stringify({
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    companyName: 'Compilers Inc',
    companySize: '11-50',
    interestedIn: 'pricing',
    message: 'Please call me back about pricing.',
    agreeToTerms: true,
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', 'x-forwarded-for': clientIp() },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
    });
    request.on('error', reject);
  });
  const accepted = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  request.flushHeaders();
  return { accepted, answer, finish: () => (request.end(body), answer) };
}

describe('the api on SIGTERM', () => {
  it('reports not ready, refuses new connections, finishes the request in flight and closes the keep-alive connection, then exits 0', async () => {
    const api = spawnBuilt('main.js', { PORT: String(PORT) });
    try {
      await api.said('listening on');
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect(await get(PORT, '/api/health/ready', keepAlive)).toMatchObject({ status: 200, connection: 'keep-alive' });
      const contact = contactInFlight(PORT);
      await contact.accepted;

      api.child.kill('SIGTERM');
      await api.said('SIGTERM: stopping');
      // On the connection kept alive from before: not ready, and the connection is closed after this answer.
      expect(await get(PORT, '/api/health/ready', keepAlive)).toMatchObject({ status: 503, connection: 'close', body: '{"status":"draining"}' });
      expect(await connectionOutcome(PORT)).toBe('ECONNREFUSED');

      const answer = await contact.finish();
      expect(answer).toMatchObject({ status: 201, connection: 'close' });
      expect(await api.exited).toEqual({ code: 0, signal: null });
      expect(api.output()).toContain('stopped');
      expect(api.output()).not.toContain('cut off');
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);

  it('cuts off a request still open after SHUTDOWN_GRACE_MS, says so, and exits', async () => {
    const api = spawnBuilt('main.js', { PORT: String(PORT), SHUTDOWN_GRACE_MS: '1000' });
    try {
      await api.said('listening on');
      const contact = contactInFlight(PORT);
      await contact.accepted;
      api.child.kill('SIGTERM');
      await expect(contact.answer).rejects.toThrow(); // its body never comes: the connection is destroyed
      expect(await api.exited).toEqual({ code: 0, signal: null });
      expect(api.output()).toContain('requests still open after 1000 ms were cut off');
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);

  it('with SHUTDOWN_DELAY_MS, keeps serving new connections, reported not ready, before it stops listening', async () => {
    const api = spawnBuilt('main.js', { PORT: String(PORT), SHUTDOWN_DELAY_MS: '5000' });
    try {
      await api.said('listening on');
      api.child.kill('SIGTERM');
      await api.said('SIGTERM: stopping');
      expect(await get(PORT, '/api/health/ready')).toMatchObject({ status: 503, body: '{"status":"draining"}' });
      expect(await get(PORT, '/api/health/live')).toMatchObject({ status: 200 });
      expect(await api.exited).toEqual({ code: 0, signal: null });
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);
});
