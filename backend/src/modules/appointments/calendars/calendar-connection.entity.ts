import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Receptionist } from '../../receptionists/receptionist.entity';
import { User } from '../../users/user.entity';
import {
  CALENDAR_CONNECTION_STATES,
  CALENDAR_DISCONNECT_REASONS,
  CALENDAR_PROVIDERS,
  type CalendarConnectionState,
  type CalendarDisconnectReason,
  type CalendarProvider,
} from './calendar-connection-states';

/**
 * A receptionist's business's own calendar (docs/product.md#google-calendar): at most one per receptionist. The tokens
 * are stored encrypted (TokenCipher), never as Google gave them.
 */
@Entity({ tableName: 'calendar_connections' })
@Unique({ name: 'calendar_connections_receptionist_id_unique', properties: ['receptionist'] })
export class CalendarConnection {
  [OptionalProps]?: 'calendarId' | 'state' | 'disconnectedReason' | 'disconnectedAt' | 'connectedAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id: number;

  @ManyToOne(() => Receptionist, { deleteRule: 'cascade', index: false })
  receptionist: Receptionist;

  /** Who connected it: the receptionist's owner. */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => CALENDAR_PROVIDERS })
  provider: CalendarProvider;

  /** The Google account the business allowed access with, as its page shows it. */
  @Property({ type: 'string', length: 320 })
  accountEmail: string;

  /** Which of the account's calendars the appointments go to. */
  @Property({ type: 'string', length: 300, default: 'primary' })
  calendarId: string = 'primary';

  /** Encrypted (TokenCipher), bound to this receptionist. */
  @Property({ type: 'text' })
  accessToken: string;

  /** Encrypted (TokenCipher), bound to this receptionist. */
  @Property({ type: 'text' })
  refreshToken: string;

  @Property({ type: 'datetime' })
  accessTokenExpiresAt: Date;

  @Enum({ items: () => CALENDAR_CONNECTION_STATES, default: 'connected' })
  state: CalendarConnectionState = 'connected';

  @Enum({ items: () => CALENDAR_DISCONNECT_REASONS, nullable: true })
  disconnectedReason: CalendarDisconnectReason | null = null;

  @Property({ type: 'datetime', nullable: true })
  disconnectedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  connectedAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
