import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { AssistantInstructions } from '../voice-platform';

/**
 * The sandbox platform's assistants: the newest instructions each was given, as Vapi keeps an assistant's configuration.
 * Kept in the database so the api's test calls and the worker's scheduled calls, each in its own process, follow what
 * the worker applied, after a restart too.
 */
@Entity({ tableName: 'sandbox_assistants' })
export class SandboxAssistant {
  /** The platform's id of the assistant (`sandbox-assistant-<receptionist id>`, or one our team typed). */
  @PrimaryKey({ type: 'string', length: 255 })
  assistantId: string;

  /** The settings version the instructions come from: an older one never replaces a newer. */
  @Property({ type: 'integer' })
  version: number;

  @Property({ type: 'json' })
  instructions: AssistantInstructions;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  appliedAt: Date = new Date();
}
