import { registerAs } from '@nestjs/config';
import { ArrayNotEmpty, IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import { ownOrDerivedSecrets } from './secrets';
import { env, validateConfig } from './validate-config';

class NotificationsConfig {
  /**
   * What one-click unsubscribe links are signed with (the first) and checked against (every one, so links mailed before a
   * rotation keep working): UNSUBSCRIBE_SECRET, else derived from each value of SESSION_SECRET.
   */
  @ArrayNotEmpty({ message: 'UNSUBSCRIBE_SECRET or SESSION_SECRET is required in production' })
  @IsString({ each: true })
  @MinLength(32, { each: true, message: 'UNSUBSCRIBE_SECRET must be at least 32 characters' })
  unsubscribeSecrets!: string[];

  /** How often the worker looks for daily digests to send: hourly, so one is out within the hour after a UTC day ends. */
  @IsInt({ message: 'DIGEST_INTERVAL_SECONDS must be a whole number' })
  @Min(1)
  @Max(3600)
  digestIntervalSeconds: number = 3600;
}

export type NotificationsConfigValues = NotificationsConfig;

export const notificationsConfig = registerAs('notifications', () => {
  return validateConfig(
    NotificationsConfig,
    {
      unsubscribeSecrets: ownOrDerivedSecrets('UNSUBSCRIBE_SECRET', 'unsubscribe-links'),
      digestIntervalSeconds: env('DIGEST_INTERVAL_SECONDS'),
    },
    'notifications',
  );
});
