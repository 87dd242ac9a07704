import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NOTIFICATION_KINDS, NotificationKind } from '../notification-kinds';
import { NOTIFICATIONS_ERRORS } from '../notifications.errors';

const INVALID = NOTIFICATIONS_ERRORS.INVALID_UNSUBSCRIBE_LINK.message;

// In the URL, not the body: a mail client's one-click POST (RFC 8058) sends the header's URL and a form body of its own.
export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token from the unsubscribe link', example: '42.daily_digest.1764244800.q0vY3Pq8vS1ZpR7sK2mHfA.aGVsbG8' })
  @IsString({ message: INVALID })
  @MaxLength(300, { message: INVALID })
  @IsNotEmpty({ message: INVALID })
  token: string;
}

export class UnsubscribedDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind', description: 'The mail now turned off' })
  kind: NotificationKind;
}
