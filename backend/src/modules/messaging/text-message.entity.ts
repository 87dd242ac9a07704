import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import { TEXT_STATUSES, type TextStatus } from '../calls/caller-texts';

/**
 * One text to a caller (docs/voice-platforms.md#texts): a link the receptionist sent during a call, or word of an
 * appointment the business cancelled or moved. Written `queued` with its outbox job in the transaction of what asked
 * for it, so a retried tool call texts once; the worker hands it to the SMS provider, whose status callbacks move it
 * forward, never back.
 */
@Entity({ tableName: 'text_messages' })
// The customer's texts of a usage period, counted against the plan's allowance.
@Index({ name: 'text_messages_user_created_index', properties: ['user', 'createdAt'] })
// A call's page finds the texts sent during it.
@Index({ name: 'text_messages_platform_call_id_index', properties: ['platformCallId'] })
// A status callback finds its text by the provider's id.
@Unique({ name: 'text_messages_provider_message_sid_unique', properties: ['providerMessageSid'] })
export class TextMessage {
  [OptionalProps]?: 'receptionist' | 'platformCallId' | 'toolCallId' | 'linkName' | 'status' | 'providerMessageSid' | 'errorCode' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** Whose allowance it counts against: the receptionist's owner when it was sent. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user: User;

  /** Null once the receptionist is deleted: the text still counts in its period. */
  @ManyToOne(() => Receptionist, { nullable: true, deleteRule: 'set null' })
  // Deleting a receptionist finds its texts by it.
  @Index({ name: 'text_messages_receptionist_id_index' })
  receptionist: Receptionist | null = null;

  /** The voice platform's id of the call it was sent during; null for a text the business sent. */
  @Property({ type: 'string', length: 100, nullable: true })
  platformCallId: string | null = null;

  /** The platform's id of the tool call that sent it, so the call's page shows its delivery beside it. */
  @Property({ type: 'string', length: 100, nullable: true })
  toolCallId: string | null = null;

  /** E.164. */
  @Property({ type: 'string', length: 16 })
  toNumber: string;

  @Property({ type: 'text' })
  body: string;

  /** The name of the settings' link it carried, as it was named then; null for a text about an appointment the business changed. */
  @Property({ type: 'string', length: 60, nullable: true })
  linkName: string | null = null;

  @Enum({ items: () => TEXT_STATUSES, default: 'queued' })
  status: TextStatus = 'queued';

  /** The provider's id of the text (Twilio's MessageSid), once it took it. */
  @Property({ type: 'string', length: 64, nullable: true })
  providerMessageSid: string | null = null;

  /** The provider's error code when it failed (Twilio's, e.g. 21610: the number sent STOP). */
  @Property({ type: 'integer', nullable: true })
  errorCode: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
