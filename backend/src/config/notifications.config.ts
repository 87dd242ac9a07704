import { createHmac } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { DEVELOPMENT_SECRET } from './session.config';
import { env, validateConfig } from './validate-config';

class NotificationsConfig {
  /** What one-click unsubscribe links are signed with: UNSUBSCRIBE_SECRET, else derived from SESSION_SECRET. */
  @IsString()
  @MinLength(32, { message: 'UNSUBSCRIBE_SECRET must be at least 32 characters' })
  unsubscribeSecret: string;

  /** How often the worker looks for daily digests to send: hourly, so one is out within the hour after a UTC day ends. */
  @IsInt({ message: 'DIGEST_INTERVAL_SECONDS must be a whole number' })
  @Min(1)
  @Max(3600)
  digestIntervalSeconds: number = 3600;
}

export type NotificationsConfigValues = NotificationsConfig;

export const notificationsConfig = registerAs('notifications', () => {
  const sessionSecret = env('SESSION_SECRET') ?? DEVELOPMENT_SECRET;
  return validateConfig(
    NotificationsConfig,
    {
      unsubscribeSecret: env('UNSUBSCRIBE_SECRET') ?? createHmac('sha256', sessionSecret).update('unsubscribe-links').digest('hex'),
      digestIntervalSeconds: env('DIGEST_INTERVAL_SECONDS'),
    },
    'notifications',
  );
});
