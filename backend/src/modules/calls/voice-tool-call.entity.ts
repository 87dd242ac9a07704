import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../receptionists/receptionist.entity';
import { CALL_ACTIONS, type CallAction } from './voice-tools';

/**
 * One tool the assistant ran during a call (docs/voice-platforms.md#tools), stored in the transaction that did its work:
 * a retried delivery finds its row and is answered with the same result, without acting again. Kept by the platform's
 * call id, as the call's own row may not exist yet while the caller is still on the line.
 */
@Entity({ tableName: 'voice_tool_calls' })
@Unique({ name: 'voice_tool_calls_platform_tool_call_unique', properties: ['platform', 'toolCallId'] })
// The call's page lists its tool calls.
@Index({ name: 'voice_tool_calls_platform_call_index', properties: ['platform', 'platformCallId'] })
// Retention's walk, oldest first (call-retention.job.ts).
@Index({ name: 'voice_tool_calls_created_at_index', properties: ['createdAt'] })
// Deleting a receptionist deletes its tool calls.
@Index({ name: 'voice_tool_calls_receptionist_id_index', properties: ['receptionist'] })
export class VoiceToolCall {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Property({ type: 'string', length: 20 })
  platform: string;

  @Property({ type: 'string', length: 100 })
  toolCallId: string;

  @Property({ type: 'string', length: 100 })
  platformCallId: string;

  /** Null when no receptionist answers the assistant that asked (refused). */
  @ManyToOne(() => Receptionist, { nullable: true, deleteRule: 'cascade', index: false })
  receptionist: Receptionist | null = null;

  @Property({ type: 'string', length: 64 })
  name: string;

  /** As the model gave them: caller content, deleted with the row at the call's content's age (call-retention.job.ts). */
  @Property({ type: 'json' })
  arguments: Record<string, unknown>;

  /** Done (true) or refused (false). */
  @Property({ type: 'boolean' })
  ok: boolean;

  /** What the assistant was told, word for word. */
  @Property({ type: 'text' })
  result: string;

  /** One line for the call's page. */
  @Property({ type: 'string', length: 300 })
  summary: string;

  /** What it did when done (its tool's action): the call log's filter. */
  @Enum({ items: () => CALL_ACTIONS, nullable: true })
  action: CallAction | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
