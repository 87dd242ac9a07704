import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const CALENDAR_ERRORS = defineErrors({
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'CALENDAR.NOT_FOUND', message: 'Receptionist not found' },
  NOT_SET_UP: {
    status: HttpStatus.CONFLICT,
    code: 'CALENDAR.NOT_SET_UP',
    message: 'Google Calendar is not set up on this server. Appointments go to the built-in calendar.',
  },
  INVALID_STATE: {
    status: HttpStatus.BAD_REQUEST,
    code: 'CALENDAR.INVALID_STATE',
    message: 'This Google Calendar link has expired or was already used. Start connecting again from the receptionist’s settings.',
  },
});
