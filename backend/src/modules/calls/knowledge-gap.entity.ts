import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import { Call } from './call.entity';

/** `open` on the owner's "To answer" list; `answered` by a settings version's new answer; `dismissed` by the owner. */
export const KNOWLEDGE_GAP_STATES = ['open', 'answered', 'dismissed'] as const;
export type KnowledgeGapState = (typeof KNOWLEDGE_GAP_STATES)[number];

/**
 * A question a caller asked that the receptionist could not answer, one row per call and question
 * (docs/product.md#knowledge-gaps): written with the call's end-of-call report, so a report delivered twice or late
 * makes it once. The owner's list shows the open ones of a receptionist, one line per question (case and spacing aside).
 */
@Entity({ tableName: 'knowledge_gaps' })
// The backstop of "once per call": a repeated report's questions find their rows taken.
@Unique({ name: 'knowledge_gaps_call_question_unique', properties: ['call', 'questionKey'] })
// The receptionist's open questions (the list, the overview's counts, and answering one for every call that asked it).
@Index({
  name: 'knowledge_gaps_open_index',
  expression: `create index "knowledge_gaps_open_index" on "knowledge_gaps" ("receptionist_id", "question_key") where "state" = 'open'`,
})
// The digest's day of a customer, and retention's walk, oldest first.
@Index({ name: 'knowledge_gaps_user_asked_index', properties: ['user', 'askedAt'] })
@Index({ name: 'knowledge_gaps_asked_at_index', properties: ['askedAt'] })
export class KnowledgeGap {
  [OptionalProps]?: 'state' | 'answeredVersion' | 'resolvedAt' | 'resolvedBy' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user: User;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: false })
  receptionist: Receptionist;

  @ManyToOne(() => Call, { deleteRule: 'cascade', index: false })
  call: Call;

  /** The caller's question as the platform reported it: caller content, removed with the call's (call-retention.job.ts). */
  @Property({ type: 'string', length: 300 })
  question: string;

  /** The question in lower case with its spacing collapsed (questionKey): one question however it was typed. */
  @Property({ type: 'string', length: 300 })
  questionKey: string;

  /** When the call that asked it started. */
  @Property({ type: 'datetime' })
  askedAt: Date;

  @Enum({ items: () => KNOWLEDGE_GAP_STATES, default: 'open' })
  state: KnowledgeGapState = 'open';

  /** The settings version whose new answer answered it. */
  @Property({ type: 'integer', nullable: true })
  answeredVersion: number | null = null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;

  /** Who answered or dismissed it; null while open or once that account is deleted. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: false })
  resolvedBy: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
