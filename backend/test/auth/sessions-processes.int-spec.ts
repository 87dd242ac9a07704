import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { clientIp, uniqueEmail } from '../support/accounts';
import { childrenOf, spawnBuilt } from '../support/built-process';
import { waitUntil } from '../support/wait';

const PORT = 3000 + 780 + Number(process.env.JEST_WORKER_ID ?? 1);

interface Answer {
  status: number;
  cookie?: string;
  /** The api process that answered, from its request line. */
  pid: number;
}

/**
 * Two api processes on one port (API_PROCESSES=2, as test/http/api-processes.int-spec.ts starts them): a session ended
 * through one is ended in the other on its very next request, as every signed-in request reads the sessions table.
 */
describe('sessions across api processes', () => {
  it('ends the sessions signed out everywhere else in every api process, on their next request', async () => {
    const api = spawnBuilt('main.js', { PORT: String(PORT), API_PROCESSES: '2', LOG_FORMAT: 'json' });
    try {
      await waitUntil(() => (api.output().match(/listening on/g) ?? []).length === 2, 60_000, 'two api processes listening');
      expect(childrenOf(api.child.pid!)).toHaveLength(2);

      /** The answer with the pid of the process that logged its request line. */
      const answerOf = async (requestId: string, response: http.IncomingMessage): Promise<Answer> => {
        await api.said(requestId, 10_000);
        const line = api
          .output()
          .split('\n')
          .find((candidate) => candidate.includes(requestId))!;
        const cookieLine = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((candidate) => candidate.startsWith('sid='));
        return { status: response.statusCode!, cookie: cookieLine?.split(';')[0], pid: (JSON.parse(line) as { pid: number }).pid };
      };
      /** One request on a connection of its own (node:cluster hands connections to the processes in turn). */
      const send = (method: string, path: string, cookie?: string, body?: object): Promise<Answer> =>
        new Promise((resolve, reject) => {
          const requestId = randomUUID();
          const headers: Record<string, string> = { 'X-Request-Id': requestId, 'X-Forwarded-For': clientIp(), 'Content-Type': 'application/json' };
          if (cookie) headers.Cookie = cookie;
          const request = http.request({ host: '127.0.0.1', port: PORT, method, path, headers, agent: false }, (response) => {
            response.resume();
            response.on('end', () => resolve(answerOf(requestId, response)));
          });
          request.on('error', reject);
          request.end(body ? JSON.stringify(body) : undefined);
        });
      /** Reads the user with the cookie until each process has answered; every answer's status. */
      const readOnBothProcesses = async (cookie: string) => {
        const answers: Answer[] = [];
        while (new Set(answers.map((answer) => answer.pid)).size < 2) {
          if (answers.length === 20) throw new Error(`one process answered every request: ${JSON.stringify(answers)}`);
          answers.push(await send('GET', '/api/user', cookie));
        }
        return answers.map((answer) => answer.status);
      };

      const account = { email: uniqueEmail('processes'), password: 'correct horse battery' };
      const here = (await send('POST', '/api/register', undefined, account)).cookie!;
      const elsewhere = (await send('POST', '/api/login', undefined, account)).cookie!;
      expect(new Set(await readOnBothProcesses(elsewhere))).toEqual(new Set([200]));

      expect((await send('POST', '/api/sessions/sign-out-others', here)).status).toBe(200);
      expect(new Set(await readOnBothProcesses(elsewhere))).toEqual(new Set([401]));
      expect(new Set(await readOnBothProcesses(here))).toEqual(new Set([200]));

      api.child.kill('SIGTERM');
      expect(await api.exited).toEqual({ code: 0, signal: null });
    } finally {
      api.child.kill('SIGKILL');
    }
  }, 120_000);
});
