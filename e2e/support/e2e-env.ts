/** Where the app under test runs: its own port, mail ports and a database made fresh for this run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAILDEV_WEB_PORT ?? 1180);
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
/** What the app's voice sandbox signs its webhooks with, so a journey can send the platform's messages as it does. */
export const E2E_VOICE_SANDBOX_SECRET = 'e2e-voice-sandbox-secret-of-at-least-32-characters';

export function e2eDatabaseUrl(runId: string): string {
  const server = new URL(process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/receptionists_e2e_${runId}`;
  return server.toString();
}
