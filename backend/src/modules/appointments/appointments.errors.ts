import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const APPOINTMENTS_ERRORS = defineErrors({
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'APPOINTMENTS.NOT_FOUND', message: 'Appointment not found' },
  CANCELLED: { status: HttpStatus.CONFLICT, code: 'APPOINTMENTS.CANCELLED', message: 'This appointment is cancelled: book a new one instead.' },
  PAST: { status: HttpStatus.BAD_REQUEST, code: 'APPOINTMENTS.PAST', message: 'Choose a time that has not passed yet.' },
  ALREADY_PAST: { status: HttpStatus.CONFLICT, code: 'APPOINTMENTS.ALREADY_PAST', message: 'This appointment has already taken place.' },
  SLOT_TAKEN: {
    status: HttpStatus.CONFLICT,
    code: 'APPOINTMENTS.SLOT_TAKEN',
    message: 'That time overlaps another appointment or a busy time in your calendar. Choose another time.',
  },
});
