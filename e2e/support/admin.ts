import { expect, request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { uniqueEmail } from './accounts';
import { E2E_BASE_URL } from './e2e-env';

/** Administrators sign in with a password and then a code from their authenticator app: these helpers play the app. */

type Credentials = { email: string; password: string };
const STEP_MS = 30_000;

/** The code an authenticator app holding this base32 secret shows (now, or at another moment). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });
}

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A current code of the administrator's enrolled authenticator, read from the app's database: of the steps accepted now
 * (±1), the first after the last one used. Journeys sign the same administrator in many times a minute, which replay
 * protection forbids: when all three are used, the marker is cleared.
 */
export async function authenticatorCode(email: string): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; secret: string; last_used_step: number | null }>(
      'select f.id, f.secret, f.last_used_step from admin_second_factors f join users u on u.id = f.user_id where u.email = $1 and f.enabled_at is not null',
      [email],
    );
    if (!rows[0]) throw new Error(`${email} has no enrolled authenticator`);
    const { id, secret, last_used_step: lastUsed } = rows[0];
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    for (const delta of [-1, 0, 1]) if (lastUsed === null || step + delta > lastUsed) return totpCode(secret, now + delta * STEP_MS);
    await client.query('update admin_second_factors set last_used_step = null where id = $1', [id]);
    return totpCode(secret, now);
  });
}

/** Makes a registered customer an administrator, as only the database (or start-up, for ADMIN_EMAIL) can. */
export async function promoteToAdministrator(email: string): Promise<void> {
  await withDatabase((client) => client.query("update users set role = 'admin' where email = $1", [email]));
}

let workerAdministrator: Promise<Credentials> | undefined;

/**
 * This worker process's own administrator, made on first use. Workers run at once: sharing one administrator, they would
 * race for its enrolment and for its authenticator's codes (each accepted once), so each signs in as its own.
 */
export function ownAdministrator(): Promise<Credentials> {
  workerAdministrator ??= (async () => {
    const admin = { email: uniqueEmail('worker-admin'), password: 'e2e-worker-admin-password' };
    const context = await requests.newContext({ baseURL: E2E_BASE_URL });
    try {
      const registered = await context.post('/api/register', { data: { ...admin, firstName: 'Admin' } });
      expect(registered.ok(), await registered.text()).toBe(true);
    } finally {
      await context.dispose();
    }
    await promoteToAdministrator(admin.email);
    return admin;
  })().catch((error: unknown) => {
    workerAdministrator = undefined; // the next journey tries again
    throw error;
  });
  return workerAdministrator;
}

/** Signs an administrator (this worker's own unless given) in on this request context, both steps; enrols the authenticator the first time. */
export async function adminSignIn(request: APIRequestContext, given?: Credentials): Promise<void> {
  const admin = given ?? (await ownAdministrator());
  const started = await request.post('/api/admin/login', { data: admin });
  expect(started.ok()).toBe(true);
  const next = (await started.json()) as { step: string; secret?: string };
  if (next.step === 'enroll' && (await request.post('/api/admin/login/enroll', { data: { code: totpCode(next.secret!) } })).ok()) return;
  const verified = await request.post('/api/admin/login/verify', { data: { code: await authenticatorCode(admin.email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Signs an administrator (this worker's own unless given) in through /admin-login as a person would (enrolling the first time) and lands on /admin. */
export async function adminSignInOnPage(page: Page, given?: Credentials): Promise<void> {
  const admin = given ?? (await ownAdministrator());
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Administrator login' });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Password', { exact: true }).fill(admin.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const secret = page.getByTestId('authenticator-secret');
  const code = page.getByRole('form', { name: 'Authenticator code' });
  await expect(code).toBeVisible();
  if (await secret.isVisible()) {
    await code.getByLabel('6-digit code').fill(totpCode((await secret.textContent())!));
    await code.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
  } else {
    await code.getByLabel('6-digit code').fill(await authenticatorCode(admin.email));
    await code.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
}
