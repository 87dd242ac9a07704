import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { TEXT_STATUSES, type TextStatus } from '../calls/caller-texts';

/**
 * A status the provider reported for a text before we had its id (docs/voice-platforms.md#texts): the callback can
 * come while the worker that sent the text has not yet stored the id the provider answered with. It is applied, and
 * deleted, when the worker stores the id; one never claimed is deleted after a day.
 */
@Entity({ tableName: 'sms_status_reports' })
// The worker finds a text's early reports by its id.
@Index({ name: 'sms_status_reports_message_sid_index', properties: ['messageSid'] })
// The hourly clean-up finds the unclaimed ones by age.
@Index({ name: 'sms_status_reports_received_at_index', properties: ['receivedAt'] })
export class SmsStatusReport {
  [OptionalProps]?: 'errorCode' | 'receivedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** The provider's id of the text (Twilio's MessageSid). */
  @Property({ type: 'string', length: 64 })
  messageSid: string;

  @Enum({ items: () => TEXT_STATUSES })
  status: TextStatus;

  @Property({ type: 'integer', nullable: true })
  errorCode: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();
}
