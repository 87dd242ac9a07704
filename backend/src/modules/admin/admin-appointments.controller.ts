import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { ApiListErrors } from '../../common/http/list-page';
import { AppointmentsService } from '../appointments/appointments.service';
import { AppointmentsPageDto, AppointmentsQueryDto } from '../appointments/dto/appointment.dto';
import { AdminOnly } from '../users/access.decorators';

/** `?userId` on top of the customer's filters: one customer's appointments. */
class AdminAppointmentsQueryDto extends AppointmentsQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: "Only this customer's appointments" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'userId must be a whole number' })
  @Min(1, { message: 'userId must be a whole number' })
  userId?: number;
}

/** Every customer's appointments, for our team: what their receptionists booked, and whether it reached their calendar. */
@ApiTags('admin')
@Controller('admin/appointments')
@AdminOnly()
export class AdminAppointmentsController {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List customers’ appointments',
    description: 'The appointments receptionists booked, earliest first unless sorted, with the customer’s filters and `userId` for one customer’s.',
  })
  @ApiOkResponse({ type: AppointmentsPageDto })
  @ApiListErrors()
  listAdminAppointments(@Query() query: AdminAppointmentsQueryDto): Promise<AppointmentsPageDto> {
    return this.appointments.list(this.em, query, query.userId);
  }
}
