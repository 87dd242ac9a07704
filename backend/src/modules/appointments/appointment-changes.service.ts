import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { AppointmentsService } from './appointments.service';
import { APPOINTMENTS_ERRORS } from './appointments.errors';
import type { AppointmentDto } from './dto/appointment.dto';

/**
 * The business's own changes from its Appointments page (docs/product.md#appointments): cancel, or move to another
 * time. The business may book sooner than its notice or outside its hours; never in the past nor over another
 * appointment or a busy time in its calendar. `userId` undefined: our team, any customer's.
 */
@Injectable()
export class AppointmentChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentsService,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  cancel(id: number, userId?: number): Promise<AppointmentDto> {
    return this.em.fork().transactional(async (tx) => {
      const appointment = await this.appointments.findForChange(tx, id, userId);
      await this.appointments.cancel(tx, appointment);
      return this.appointments.dto(tx, id);
    });
  }

  reschedule(id: number, startsAt: Date, userId?: number): Promise<AppointmentDto> {
    return this.em.fork().transactional(async (tx) => {
      const appointment = await this.appointments.findForChange(tx, id, userId);
      const receptionistId = appointment.receptionist.id;
      const settings = await this.settings.rulesOf(receptionistId, tx);
      if (!settings) throw appError(APPOINTMENTS_ERRORS.NOT_FOUND);
      const context = { receptionistId, userId: appointment.user.id, hours: settings.hours, booking: settings.booking, now: new Date() };
      const moved = await this.appointments.move(tx, context, appointment, startsAt, 'business');
      if ('problem' in moved) throw appError(moved.problem === 'past' ? APPOINTMENTS_ERRORS.PAST : APPOINTMENTS_ERRORS.SLOT_TAKEN);
      return this.appointments.dto(tx, id);
    });
  }
}
