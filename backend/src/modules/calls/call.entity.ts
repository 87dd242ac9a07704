import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { descendingIndex, trigramIndex } from '../../database/index-expressions';
import { CALL_SEARCH_VECTOR } from './call-search';
import { Receptionist } from '../receptionists/receptionist.entity';
import { User } from '../users/user.entity';
import { CALL_OUTCOMES, CALL_STATUSES, CallOutcome, CallStatus, TranscriptTurn, VOICE_PLATFORM_NAMES, VoicePlatformName } from './platforms/voice-platform';

/**
 * One call a receptionist answered, as the platform reported it. A report for an assistant we have not linked is kept
 * with no customer and no receptionist (unmatched) for our team to see. Past CALL_RETENTION_DAYS the content (summary,
 * transcript, recording) is removed and the facts (time, duration, outcome) stay.
 */
@Entity({ tableName: 'calls' })
@Unique({ name: 'calls_platform_call_unique', properties: ['platform', 'platformCallId'] })
// The customer's log, newest first, and its filters (migration 20261126150000).
@Index({ name: 'calls_user_started_index', properties: ['user', 'startedAt', 'id'] })
@Index({ name: 'calls_user_receptionist_started_index', properties: ['user', 'receptionist', 'startedAt', 'id'] })
@Index({ name: 'calls_user_outcome_started_index', properties: ['user', 'outcome', 'startedAt', 'id'] })
// The back office's list across customers, and each receptionist's calls this month.
@Index({ name: 'calls_started_at_id_index', properties: ['startedAt', 'id'] })
@Index({ name: 'calls_receptionist_started_index', properties: ['receptionist', 'startedAt'] })
// The back office's outcome filter, duration sorts and unmatched reports (migration 20261126150300).
@Index({ name: 'calls_outcome_started_index', properties: ['outcome', 'startedAt', 'id'] })
@Index({ name: 'calls_duration_seconds_index', properties: ['durationSeconds', 'id'] })
@Index({ name: 'calls_duration_seconds_desc_index', expression: descendingIndex('calls', 'duration_seconds') })
@Index({ name: 'calls_user_duration_index', properties: ['user', 'durationSeconds', 'id'] })
@Index({
  name: 'calls_user_duration_desc_index',
  expression: 'create index "calls_user_duration_desc_index" on "calls" ("user_id", "duration_seconds" desc nulls last, "id" desc)',
})
@Index({
  name: 'calls_unmatched_started_index',
  expression: 'create index "calls_unmatched_started_index" on "calls" ("started_at", "id") where "user_id" is null',
})
// Retention's walk over calls whose content is still kept, oldest first (migration 20261126150100).
@Index({
  name: 'calls_content_kept_started_index',
  expression: 'create index "calls_content_kept_started_index" on "calls" ("started_at") where "content_removed_at" is null',
})
// One caller's calls, newest first: a caller's page and the log's repeat-caller marks (migration 20261205120000).
@Index({
  name: 'calls_user_caller_started_index',
  expression: 'create index "calls_user_caller_started_index" on "calls" ("user_id", "caller_number", "started_at", "id") where "caller_number" is not null',
})
// Search by caller number (trigrams), and by words in the summary and transcript (migration 20261206090000).
@Index({ name: 'calls_search_index', expression: trigramIndex('calls', ['caller_number', 'summary']) })
@Index({ name: 'calls_text_search_index', expression: `create index "calls_text_search_index" on "calls" using gin ("user_id", ${CALL_SEARCH_VECTOR})` })
export class Call {
  [OptionalProps]?: 'status' | 'isTest' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  /** The customer; null while unmatched. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user: User | null = null;

  /** The receptionist that answered; null while unmatched or once it is deleted (its name stays below). */
  @ManyToOne(() => Receptionist, { nullable: true, deleteRule: 'set null' })
  receptionist: Receptionist | null = null;

  /** The receptionist's name when the call was matched, so a call outlives its receptionist readably. */
  @Property({ type: 'string', length: 100, nullable: true })
  receptionistName: string | null = null;

  @Enum({ items: () => VOICE_PLATFORM_NAMES })
  platform: VoicePlatformName;

  @Property({ type: 'string', length: 100 })
  platformCallId: string;

  @Property({ type: 'string', length: 100, nullable: true })
  assistantId: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  phoneNumberId: string | null = null;

  @Enum({ items: () => CALL_STATUSES, default: 'in_progress' })
  status: CallStatus = 'in_progress';

  @Property({ type: 'datetime' })
  startedAt: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  durationSeconds: number | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  callerNumber: string | null = null;

  /** The name the caller gave (the report's analysis), when they gave one; a fact like the number, kept past retention. */
  @Property({ type: 'string', length: 100, nullable: true })
  callerName: string | null = null;

  @Enum({ items: () => CALL_OUTCOMES, nullable: true })
  outcome: CallOutcome | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  endedReason: string | null = null;

  @Property({ type: 'text', nullable: true })
  summary: string | null = null;

  @Property({ type: 'json', nullable: true })
  transcript: TranscriptTurn[] | null = null;

  @Property({ type: 'text', nullable: true })
  recordingRef: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  language: string | null = null;

  @Property({ type: 'boolean', default: false })
  isTest = false;

  /** When the platform sent the latest message applied to this row: an older message arriving late changes nothing it knew. */
  @Property({ type: 'datetime' })
  factsSentAt: Date;

  /** When the end-of-call report was applied: its facts are final, a status update never overrides them. */
  @Property({ type: 'datetime', nullable: true })
  reportedAt: Date | null = null;

  /** When the report's notification (the call summary mail) was decided: once per call, however often the report comes. */
  @Property({ type: 'datetime', nullable: true })
  reportNotifiedAt: Date | null = null;

  /** When retention removed the summary, transcript and recording. */
  @Property({ type: 'datetime', nullable: true })
  contentRemovedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
