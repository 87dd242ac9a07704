import type { JobsOptions } from 'bullmq';

export const QUEUES = {
  mail: 'mail',
  billingEvents: 'billing-events',
  passwordResets: 'password-resets',
  callEvents: 'call-events',
  assistantSettings: 'assistant-settings',
  calendarSync: 'calendar-sync',
  texts: 'texts',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const QUEUE_NAMES: QueueName[] = Object.values(QUEUES);

/**
 * What every job carries: only the outbox row it came from. Its processor reads the payload from that row, so Redis
 * never holds a mail's body (reset links are secrets) in a waiting, completed or failed job.
 */
export interface OutboxJobData {
  outboxId: string;
}

/** Retried with exponential backoff; failures are kept for inspection, successes trimmed. */
export function jobOptions(outboxId: string): JobsOptions {
  return {
    jobId: `outbox-${outboxId}`,
    attempts: Number(process.env.JOB_ATTEMPTS ?? 8),
    backoff: { type: 'exponential', delay: Number(process.env.JOB_BACKOFF_MS ?? 2000) },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: false,
  };
}
