import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { ApiListErrors } from '../../common/http/list-page';
import { SignedIn } from '../users/access.decorators';
import type { UserFields } from '../users/authenticated-request';
import { SignedInUser } from '../users/current-user.decorator';
import { AppointmentChanges } from './appointment-changes.service';
import { AppointmentsService } from './appointments.service';
import { APPOINTMENTS_ERRORS } from './appointments.errors';
import { AppointmentChangeDto, AppointmentsPageDto, AppointmentsQueryDto, CancelAppointmentDto, RescheduleAppointmentDto } from './dto/appointment.dto';

@ApiTags('appointments')
@Controller('appointments')
@SignedIn()
export class AppointmentsController {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentsService,
    private readonly changes: AppointmentChanges,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List your appointments',
    description:
      'The appointments your receptionists booked (and you changed), earliest first unless sorted: upcoming or past, or those starting in a range (a week); by receptionist or status; search the caller’s name or number.',
  })
  @ApiOkResponse({ type: AppointmentsPageDto })
  @ApiListErrors()
  listAppointments(@SignedInUser() user: UserFields, @Query() query: AppointmentsQueryDto): Promise<AppointmentsPageDto> {
    return this.appointments.list(this.em, query, user.id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel one of your appointments',
    description: 'Cancels it, takes it out of your calendar and, when asked, texts the caller that it is cancelled.',
  })
  @ApiOkResponse({ type: AppointmentChangeDto })
  @ApiErrors(APPOINTMENTS_ERRORS.NOT_FOUND, APPOINTMENTS_ERRORS.CANCELLED, APPOINTMENTS_ERRORS.ALREADY_PAST)
  cancelAppointment(@SignedInUser() user: UserFields, @IdParam() id: number, @Body() body: CancelAppointmentDto): Promise<AppointmentChangeDto> {
    return this.changes.cancel(id, body.textCaller ?? false, user.id);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move one of your appointments',
    description:
      'Moves it to another start, its length kept, and when asked texts the caller the new time. You may book sooner than your notice or outside your hours; never in the past nor over another appointment (with its buffer) or a busy time in your calendar.',
  })
  @ApiOkResponse({ type: AppointmentChangeDto })
  @ApiErrors(
    APPOINTMENTS_ERRORS.NOT_FOUND,
    APPOINTMENTS_ERRORS.CANCELLED,
    APPOINTMENTS_ERRORS.ALREADY_PAST,
    APPOINTMENTS_ERRORS.PAST,
    APPOINTMENTS_ERRORS.SLOT_TAKEN,
  )
  rescheduleAppointment(@SignedInUser() user: UserFields, @IdParam() id: number, @Body() body: RescheduleAppointmentDto): Promise<AppointmentChangeDto> {
    return this.changes.reschedule(id, new Date(body.startsAt), body.textCaller ?? false, user.id);
  }
}
