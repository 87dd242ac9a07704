import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { trigramIndex } from '../../database/index-expressions';
import { User } from '../users/user.entity';
// eslint-disable-next-line import-x/no-cycle -- the two sides of one relation name each other; MikroORM resolves them lazily
import { ReceptionistStatusChange } from './receptionist-status-change.entity';
import { RECEPTIONIST_STATUSES, ReceptionistStatus } from './receptionist-statuses';
import { FORWARDING_CARRIERS, ForwardingCarrier } from './call-forwarding';

@Entity({ tableName: 'receptionists' })
// The back office's sorts and search (migration 20261123100000); inserts and deletes keep users.receptionist_count.
@Index({ name: 'receptionists_created_at_id_index', properties: ['createdAt', 'id'] })
@Index({ name: 'receptionists_name_id_index', properties: ['name', 'id'] })
@Index({ name: 'receptionists_status_id_index', properties: ['status', 'id'] })
@Index({ name: 'receptionists_search_index', expression: trigramIndex('receptionists', ['name', 'phone_number', 'ai_phone_number']) })
// The work queue's receptionists in set-up, oldest first (docs/product.md#the-work-queue).
@Index({
  name: 'receptionists_setup_since_index',
  expression: `create index "receptionists_setup_since_index" on "receptionists" ("setup_since", "id") where "status" in ('pending', 'training')`,
})
export class Receptionist {
  [OptionalProps]?:
    | 'active'
    | 'status'
    | 'aiPhoneNumber'
    | 'forwardingCarrier'
    | 'createdAt'
    | 'setupSince'
    | 'updatedAt'
    | 'companyInfo'
    | 'businessHours'
    | 'keptActiveAt'
    | 'voiceAssistantId'
    | 'voicePhoneNumberId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'receptionists_user_id_index' })
  user: User;

  @Property({ type: 'string', length: 100 })
  name: string;

  /** The customer's existing business number. */
  @Property({ type: 'string', length: 40 })
  phoneNumber: string;

  /** The real number (E.164) our team gives it on the way live; none before (docs/product.md#a-real-number-before-going-live). */
  @Property({ type: 'string', length: 40, nullable: true })
  @Unique({ name: 'receptionists_ai_phone_number_unique' })
  aiPhoneNumber: string | null = null;

  /** The customer's phone company, chosen for the forwarding steps; none: the way for any carrier. */
  @Enum({ items: () => FORWARDING_CARRIERS, nullable: true })
  forwardingCarrier: ForwardingCarrier | null = null;

  @Property({ type: 'text[]', default: '{}' })
  languages: string[] = [];

  @Property({ type: 'text', default: '' })
  companyInfo = '';

  @Property({ type: 'text', default: '' })
  businessHours = '';

  @Property({ type: 'boolean', default: false })
  active = false;

  @Enum({ items: () => RECEPTIONIST_STATUSES, default: 'pending' })
  status: ReceptionistStatus = 'pending';

  /** The voice platform's assistant that answers as this receptionist, set by our team; calls find their receptionist by it. */
  @Property({ type: 'string', length: 100, nullable: true })
  @Unique({ name: 'receptionists_voice_assistant_id_unique' })
  voiceAssistantId: string | null = null;

  /** The voice platform's id of the phone number the receptionist answers on, set by our team. */
  @Property({ type: 'string', length: 100, nullable: true })
  @Unique({ name: 'receptionists_voice_phone_number_id_unique' })
  voicePhoneNumberId: string | null = null;

  /** When the customer chose to keep it active: past a smaller plan's count, the latest choices stay within it. */
  @Property({ type: 'datetime', nullable: true })
  keptActiveAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When its set-up began: the request, or the move that took it out of service (the work queue's "waiting since"). */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  setupSince: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @OneToMany(() => ReceptionistStatusChange, (change) => change.receptionist, { orderBy: { createdAt: 'asc', id: 'asc' } })
  statusHistory = new Collection<ReceptionistStatusChange>(this);
}
