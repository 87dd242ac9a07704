import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { waitUntil } from './wait';

const DIST = join(__dirname, '..', '..', 'dist');

export interface BuiltProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Waits until it has printed `text`. */
  said(text: string, timeoutMs?: number): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A script of the build (`main.js`, the api; `worker.js`; `scripts/setup-database.js`) in a process of its own, for what
 * needs signals, on this run's database and Redis unless `env` says otherwise, with its log at LOG_LEVEL=log (what it
 * says is part of what these tests check). `npm test` builds first; alone: `npm run build -w backend`.
 */
export function spawnBuilt(script: string, env: Record<string, string>): BuiltProcess {
  const path = join(DIST, script);
  if (!existsSync(path)) throw new Error(`${path} is missing: npm run build -w backend`);
  const child = spawn(process.execPath, [path], { env: { ...process.env, LOG_LEVEL: 'log', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    said: (text, timeoutMs = 60_000) => waitUntil(() => output.includes(text), timeoutMs, `${script} to say "${text}"; it said:\n${output}`),
    exited,
  };
}

export interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET on `agent` (a keep-alive agent with one socket reuses one connection). */
export function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body }));
      })
      .on('error', reject);
  });
}

/** Whether a new connection to `port` is refused (the error's code), else 'connected'. */
export function connectionOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/health/live', agent: false }, (response) => {
      response.resume();
      resolve('connected');
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** The pids of `parent`'s live child processes, from /proc. */
export function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.split(') ')[1].split(' ')[1]) === parent && !stat.split(') ')[1].startsWith('Z');
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
}
