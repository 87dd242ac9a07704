import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { CallerTexts } from '../calls/caller-texts';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import type { Appointment } from './appointment.entity';
import { sayTime } from './availability';
import { AppointmentsService } from './appointments.service';
import { APPOINTMENTS_ERRORS } from './appointments.errors';
import type { AppointmentChangeDto, CallerTextOutcome } from './dto/appointment.dto';

/** What the caller is texted when the business changes their appointment, word for word (docs/product.md#appointments). */
export const CHANGE_TEXTS = {
  cancelled: (business: string, type: string, when: string) =>
    `${business}: your ${type} appointment on ${when} is cancelled. Call us to book another time.\nReply STOP to stop texts.`,
  moved: (business: string, type: string, from: string, to: string) =>
    `${business}: your ${type} appointment on ${from} is moved to ${to}. Call us if that time does not suit you.\nReply STOP to stop texts.`,
};

/**
 * The business's own changes from its Appointments page (docs/product.md#appointments): cancel, or move to another
 * time, and text the caller about it when the business asks. The business may book sooner than its notice or outside
 * its hours; never in the past nor over another appointment or a busy time in its calendar. `userId` undefined: our
 * team, any customer's.
 */
@Injectable()
export class AppointmentChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentsService,
    private readonly settings: ReceptionistSettingsService,
    private readonly texts: CallerTexts,
  ) {}

  cancel(id: number, textCaller: boolean, userId?: number): Promise<AppointmentChangeDto> {
    return this.em.fork().transactional(async (tx) => {
      const appointment = await this.appointments.findForChange(tx, id, userId);
      await this.appointments.cancel(tx, appointment);
      const dto = await this.appointments.dto(tx, id);
      const callerText = textCaller
        ? await this.textCaller(tx, appointment, (zone) => CHANGE_TEXTS.cancelled(dto.receptionistName, dto.typeName, sayTime(appointment.startsAt, zone)))
        : null;
      return { ...dto, callerText };
    });
  }

  reschedule(id: number, startsAt: Date, textCaller: boolean, userId?: number): Promise<AppointmentChangeDto> {
    return this.em.fork().transactional(async (tx) => {
      const appointment = await this.appointments.findForChange(tx, id, userId);
      const receptionistId = appointment.receptionist.id;
      const settings = await this.settings.rulesOf(receptionistId, tx);
      if (!settings) throw appError(APPOINTMENTS_ERRORS.NOT_FOUND);
      const context = { receptionistId, userId: appointment.user.id, hours: settings.hours, booking: settings.booking, now: new Date() };
      const was = appointment.startsAt;
      const moved = await this.appointments.move(tx, context, appointment, startsAt, 'business');
      if ('problem' in moved) throw appError(moved.problem === 'past' ? APPOINTMENTS_ERRORS.PAST : APPOINTMENTS_ERRORS.SLOT_TAKEN);
      const dto = await this.appointments.dto(tx, id);
      const callerText = textCaller
        ? await this.textCaller(tx, appointment, (zone) =>
            CHANGE_TEXTS.moved(dto.receptionistName, dto.typeName, sayTime(was, zone), sayTime(dto.startsAt, zone)),
          )
        : null;
      return { ...dto, callerText };
    });
  }

  /** In the change's transaction, so a change that fails texts nobody; times in the business's zone. */
  private async textCaller(tx: EntityManager, appointment: Appointment, body: (zone: string) => string): Promise<CallerTextOutcome> {
    if (!appointment.callerNumber) return 'no_number';
    const settings = await this.settings.rulesOf(appointment.receptionist.id, tx);
    if (!settings) throw appError(APPOINTMENTS_ERRORS.NOT_FOUND);
    return this.texts.send(
      tx,
      { userId: appointment.user.id, receptionistId: appointment.receptionist.id, to: appointment.callerNumber, body: body(settings.hours.timeZone) },
      new Date(),
    );
  }
}
