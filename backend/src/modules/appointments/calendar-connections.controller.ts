import { Controller, Delete, Get, HttpCode, Post, Query, Redirect } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { SignedIn } from '../users/access.decorators';
import type { SignedInFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { CALENDAR_ERRORS } from './calendar-connections.errors';
import { CalendarConnectionsService } from './calendar-connections.service';
import { CalendarConnectionDto, CalendarConnectUrlDto, CalendarOAuthCallbackQueryDto } from './dto/calendar-connection.dto';

/** A customer's receptionist's calendar: the sandbox, or their Google Calendar once connected (docs/product.md#google-calendar). */
@ApiTags('calendar')
@Controller()
@SignedIn()
export class CalendarConnectionsController {
  constructor(private readonly connections: CalendarConnectionsService) {}

  @Get('receptionists/:id/calendar')
  @ApiOkResponse({ type: CalendarConnectionDto })
  @ApiOperation({ summary: 'Get your receptionist’s calendar', description: 'The sandbox calendar, or the Google Calendar connected and whether it still is.' })
  @ApiErrors(CALENDAR_ERRORS.NOT_FOUND)
  getReceptionistCalendar(@SignedInUser() user: SignedInFields, @IdParam() id: number): Promise<CalendarConnectionDto> {
    return this.connections.view(id, { customerId: user.id });
  }

  @Post('receptionists/:id/calendar/connect')
  @HttpCode(200)
  @ApiOkResponse({ type: CalendarConnectUrlDto })
  @ApiOperation({ summary: 'Start connecting Google Calendar', description: 'Google’s consent page to send the browser to; it comes back to the callback.' })
  @ApiErrors(CALENDAR_ERRORS.NOT_FOUND, { ...CALENDAR_ERRORS.NOT_SET_UP, when: 'The server has no Google OAuth client (GOOGLE_CLIENT_ID)' })
  connectReceptionistCalendar(@SignedInUser() user: SignedInFields, @IdParam() id: number): Promise<CalendarConnectUrlDto> {
    return this.connections.connect(user.id, id);
  }

  @Delete('receptionists/:id/calendar')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Disconnect Google Calendar', description: 'Appointments go to the sandbox calendar again; Google is asked to revoke the access.' })
  @ApiErrors(CALENDAR_ERRORS.NOT_FOUND)
  disconnectReceptionistCalendar(@SignedInUser() user: SignedInFields, @IdParam() id: number): Promise<void> {
    return this.connections.disconnect(user.id, id);
  }

  @Get('calendar/oauth/callback')
  @Redirect()
  @ApiResponse({
    status: 302,
    description: 'To the receptionist’s settings page, with `?calendar=connected` or `?calendar=error`',
    headers: { Location: { required: true, schema: { type: 'string' } } },
    content: { 'text/plain': { schema: { type: 'string' } }, 'text/html': { schema: { type: 'string' } } },
  })
  @ApiOperation({ summary: 'Finish connecting Google Calendar', description: 'Where Google sends the browser back, signed in as whoever started.' })
  @ApiErrors({ ...CALENDAR_ERRORS.INVALID_STATE, when: 'The state is unknown, used, expired or another user’s' })
  finishCalendarConnection(@SignedInUser() user: SignedInFields, @Query() query: CalendarOAuthCallbackQueryDto): Promise<{ url: string }> {
    return this.connections.finish(user.id, query);
  }
}
