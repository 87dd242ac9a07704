import { type NotificationsConfig, notificationsConfig } from '../../src/config';
import type { NotificationKind } from '../../src/modules/notifications/notification-kinds';
import { signUnsubscribeToken } from '../../src/modules/notifications/unsubscribe-token';
import { type TestApp } from '../support/test-app';

/** A token as the app signs it, issued at `at` (an old date makes an expired one). */
export function unsubscribeToken(app: TestApp, userId: number, kind: NotificationKind, at = new Date()): string {
  return signUnsubscribeToken(app.get<NotificationsConfig>(notificationsConfig.KEY).unsubscribeSecret, userId, kind, at);
}

/** The token in a mail's List-Unsubscribe header. */
export function tokenOfHeader(header: string): string {
  const token = /[?&]token=([^>&]+)>/.exec(header)?.[1];
  if (!token) throw new Error(`no token in ${header}`);
  return decodeURIComponent(token);
}
