import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { VOICE_PLATFORM_NAMES, VoicePlatformName, VoicePlatformMessage } from './platforms/voice-platform';

/**
 * The inbox: every verified voice-platform delivery we use, once. Vapi gives a message no id of its own, so a delivery
 * is known by the SHA-256 of its exact bytes: a retried delivery repeats them and is a no-op here, while two
 * different messages about one call (a status update, then the report) are two rows. Only what the handler reads is
 * kept (the provider-neutral message), not Vapi's whole payload with the assistant's configuration and costs.
 */
@Entity({ tableName: 'call_events' })
@Unique({ name: 'call_events_platform_body_unique', properties: ['platform', 'bodySha256'] })
// Retention's walk over processed messages, oldest first (migration 20261127090000).
@Index({
  name: 'call_events_processed_received_index',
  expression: 'create index "call_events_processed_received_index" on "call_events" ("received_at") where "processed_at" is not null',
})
export class CallEvent {
  [OptionalProps]?: 'receivedAt' | 'processedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @Enum({ items: () => VOICE_PLATFORM_NAMES })
  platform: VoicePlatformName;

  @Property({ type: 'string', length: 64 })
  bodySha256: string;

  @Property({ type: 'string', length: 40 })
  type: string;

  @Property({ type: 'string', length: 100 })
  platformCallId: string;

  @Property({ type: 'json' })
  message: VoicePlatformMessage;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  receivedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  processedAt: Date | null = null;
}
