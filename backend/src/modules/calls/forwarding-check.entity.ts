import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import { VOICE_PLATFORM_NAMES, type VoicePlatformName } from './platforms/voice-platform';

/**
 * calling: the platform is ringing the business line; reached: the call came through to the receptionist (forwarding
 * works); not_reached: it ended without doing so; failed: the platform would not place it.
 */
export const FORWARDING_CHECK_STATUSES = ['calling', 'reached', 'not_reached', 'failed'] as const;
export type ForwardingCheckStatus = (typeof FORWARDING_CHECK_STATUSES)[number];

/**
 * One "Call me to check" (docs/product.md#call-me-to-check): the voice platform calls the business line from the
 * receptionist's line; forwarding works when that call comes back to the receptionist.
 */
@Entity({ tableName: 'forwarding_checks' })
@Unique({ name: 'forwarding_checks_platform_call_unique', properties: ['platform', 'platformCallId'] })
@Index({ name: 'forwarding_checks_receptionist_created_index', properties: ['receptionist', 'createdAt'] })
@Index({ name: 'forwarding_checks_status_created_index', properties: ['status', 'createdAt'] })
export class ForwardingCheck {
  [OptionalProps]?: 'status' | 'platformCallId' | 'detail' | 'createdAt' | 'finishedAt' | 'requestedBy';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: false })
  receptionist: Receptionist;

  /** The receptionist's owner, who sees the result. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'forwarding_checks_user_id_index' })
  user: User;

  /** Who pressed the button: the customer, or our team for them. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  requestedBy: User | null = null;

  @Enum({ items: () => VOICE_PLATFORM_NAMES })
  platform: VoicePlatformName;

  /** The platform's id of the call it placed; null until it answers. */
  @Property({ type: 'string', length: 100, nullable: true })
  platformCallId: string | null = null;

  @Enum({ items: () => FORWARDING_CHECK_STATUSES, default: 'calling' })
  status: ForwardingCheckStatus = 'calling';

  /** Why it was not reached or failed, in the platform's words. */
  @Property({ type: 'string', length: 200, nullable: true })
  detail: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}
