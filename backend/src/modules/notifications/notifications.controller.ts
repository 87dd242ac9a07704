import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { UnsubscribedDto, UnsubscribeQueryDto } from './dto/unsubscribe.dto';
import { NOTIFICATIONS_ERRORS } from './notifications.errors';
import { NotificationsService, UNSUBSCRIBE_LIMITS_TEXT } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiOperation({
    summary: 'Get your notification mail choices',
    description: 'Without choices saved, the defaults: digest and usage alerts on, call summaries off.',
  })
  getNotificationPreferences(@SignedInUser() user: UserFields): Promise<NotificationPreferencesDto> {
    return this.notifications.preferences(user.id);
  }

  @Put('preferences')
  @SignedIn()
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiOperation({ summary: 'Save your notification mail choices', description: 'Replaces every choice; answers them as saved.' })
  @ApiErrors(NOTIFICATIONS_ERRORS.UNKNOWN_RECEPTIONIST)
  updateNotificationPreferences(@SignedInUser() user: UserFields, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return this.notifications.update(user, dto);
  }

  /** Public: the link's signature is the credential, and a mail client's one-click POST carries no session nor origin. */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiOperation({
    summary: 'Turn off a notification mail with an unsubscribe link',
    description:
      'No sign-in: the signed token from the mail is enough, once. Mail clients’ one-click unsubscribe (RFC 8058) POSTs here with a form body `List-Unsubscribe=One-Click`, which is accepted and ignored.',
  })
  @ApiErrors(NOTIFICATIONS_ERRORS.INVALID_UNSUBSCRIBE_LINK, NOTIFICATIONS_ERRORS.EXPIRED_UNSUBSCRIBE_LINK, NOTIFICATIONS_ERRORS.USED_UNSUBSCRIBE_LINK, {
    ...NOTIFICATIONS_ERRORS.THROTTLED,
    when: UNSUBSCRIBE_LIMITS_TEXT,
  })
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @Req() request: Request): Promise<UnsubscribedDto> {
    return { kind: await this.notifications.unsubscribe(query.token, request.ip ?? 'unknown') };
  }
}
