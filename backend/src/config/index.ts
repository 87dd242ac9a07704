import { type ConfigType } from '@nestjs/config';
import { adminConfig } from './admin.config';
import { appConfig } from './app.config';
import { calendarConfig } from './calendar.config';
import { databaseConfig } from './database.config';
import { loggingConfig } from './logging.config';
import { mailConfig } from './mail.config';
import { metricsConfig } from './metrics.config';
import { notificationsConfig } from './notifications.config';
import { passwordConfig } from './password.config';
import { paymentsConfig } from './payments.config';
import { redisConfig } from './redis.config';
import { sessionConfig } from './session.config';
import { smsConfig } from './sms.config';
import { apiStopWithinMs, shutdownConfig } from './shutdown.config';
import { voiceConfig } from './voice.config';

export {
  apiStopWithinMs,
  adminConfig,
  appConfig,
  calendarConfig,
  databaseConfig,
  loggingConfig,
  mailConfig,
  metricsConfig,
  notificationsConfig,
  passwordConfig,
  paymentsConfig,
  redisConfig,
  sessionConfig,
  shutdownConfig,
  smsConfig,
  voiceConfig,
};

/**
 * What the api and the worker read. Not adminConfig: only the database set-up creates the administrator, so only it
 * needs ADMIN_PASSWORD (docs/operations-kubernetes.md#layout).
 */
export const allConfigs = [
  appConfig,
  loggingConfig,
  databaseConfig,
  redisConfig,
  sessionConfig,
  passwordConfig,
  mailConfig,
  paymentsConfig,
  voiceConfig,
  smsConfig,
  calendarConfig,
  notificationsConfig,
  metricsConfig,
  shutdownConfig,
];

export type AppConfig = ConfigType<typeof appConfig>;
export type LoggingConfig = ConfigType<typeof loggingConfig>;
export type RedisConfig = ConfigType<typeof redisConfig>;
export type SessionConfig = ConfigType<typeof sessionConfig>;
export type PasswordConfig = ConfigType<typeof passwordConfig>;
export type MailConfig = ConfigType<typeof mailConfig>;
export type MetricsConfig = ConfigType<typeof metricsConfig>;
export type PaymentsConfig = ConfigType<typeof paymentsConfig>;
export type VoiceConfig = ConfigType<typeof voiceConfig>;
export type SmsConfig = ConfigType<typeof smsConfig>;
export type CalendarConfig = ConfigType<typeof calendarConfig>;
export type NotificationsConfig = ConfigType<typeof notificationsConfig>;
export type ShutdownConfig = ConfigType<typeof shutdownConfig>;
