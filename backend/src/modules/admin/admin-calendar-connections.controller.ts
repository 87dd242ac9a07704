import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { CALENDAR_ERRORS } from '../appointments/calendar-connections.errors';
import { CalendarConnectionsService } from '../appointments/calendar-connections.service';
import { CalendarConnectionDto } from '../appointments/dto/calendar-connection.dto';
import { AdminOnly } from '../users/access.decorators';

/** Any receptionist's calendar, for our team: which one its appointments go to and whether it is still connected. */
@ApiTags('admin')
@Controller('admin/receptionists/:id/calendar')
@AdminOnly()
export class AdminCalendarConnectionsController {
  constructor(private readonly connections: CalendarConnectionsService) {}

  @Get()
  @ApiOkResponse({ type: CalendarConnectionDto })
  @ApiOperation({ summary: 'Get a receptionist’s calendar', description: 'The sandbox calendar, or the Google Calendar connected and whether it still is.' })
  @ApiErrors(CALENDAR_ERRORS.NOT_FOUND)
  getAdminReceptionistCalendar(@IdParam() id: number): Promise<CalendarConnectionDto> {
    return this.connections.view(id, {});
  }
}
