import { type NotificationsConfig, notificationsConfig } from '../../src/config';
import type { NotificationKind } from '../../src/modules/notifications/notification-kinds';
import { signUnsubscribeToken } from '../../src/modules/notifications/unsubscribe-token';
import { type TestApp } from '../support/test-app';

/** A token as the app signs it, issued at `at` (an old date makes an expired one). */
export function unsubscribeToken(app: TestApp, userId: number, kind: NotificationKind, at = new Date()): string {
  return signUnsubscribeToken(app.get<NotificationsConfig>(notificationsConfig.KEY).unsubscribeSecrets[0], userId, kind, at);
}

/** The token in a mail's List-Unsubscribe header. */
export function tokenOfHeader(header: string): string {
  const token = /[?&]token=([^>&]+)>/.exec(header)?.[1];
  if (!token) throw new Error(`no token in ${header}`);
  return decodeURIComponent(token);
}

/** A mail's plain text as its reader sees it: the body, quoted-printable undone. */
export function mailText(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n').trim();
}

/** A header of a raw mail, its folded lines joined. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}
