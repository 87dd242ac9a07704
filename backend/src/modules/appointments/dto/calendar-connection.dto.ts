import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CALENDAR_CONNECTION_STATES,
  CALENDAR_DISCONNECT_REASONS,
  type CalendarConnectionState,
  type CalendarDisconnectReason,
} from '../calendars/calendar-connection-states';

/** Which calendar a receptionist's appointments go to, as its settings page shows it: never a token. */
export class CalendarConnectionDto {
  @ApiProperty({ enum: ['google', 'sandbox'], enumName: 'CalendarProviderName', description: 'sandbox: no calendar of the business connected' })
  provider: 'google' | 'sandbox';

  @ApiProperty({ enum: CALENDAR_CONNECTION_STATES, enumName: 'CalendarConnectionState', description: 'The sandbox is always connected' })
  state: CalendarConnectionState;

  @ApiProperty({ enum: CALENDAR_DISCONNECT_REASONS, enumName: 'CalendarDisconnectReason', nullable: true, description: 'Why it was disconnected' })
  disconnectedReason: CalendarDisconnectReason | null;

  @ApiProperty({ type: String, nullable: true, example: 'frontdesk@example.com', description: 'The Google account connected' })
  accountEmail: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'primary', description: 'The calendar appointments go to' })
  calendarId: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  connectedAt: Date | null;
}

/** A receptionist's calendar in a list of several (View Details: each of a customer's receptionists). */
export class ReceptionistCalendarDto extends CalendarConnectionDto {
  @ApiProperty({ example: 7 })
  receptionistId: number;
}

export class CalendarConnectUrlDto {
  @ApiProperty({ example: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=…', description: 'Google’s consent page: send the browser there' })
  url: string;
}

/** What Google sends the browser back with (its OAuth 2.0 redirect). */
export class CalendarOAuthCallbackQueryDto {
  @ApiProperty({ required: false, example: '4/0AbCdEf', description: 'The authorization code, when the customer allowed access' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  code?: string;

  @ApiProperty({ required: false, example: 'Jq3vJ8cYw3kQ3t1cX0m0fQ7vZ2kq9yJ1Y0b8lC2xA4E', description: 'The state our connect request made' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  state?: string;

  @ApiProperty({ required: false, example: 'access_denied', description: 'Google’s error, when the customer declined' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  error?: string;
}
