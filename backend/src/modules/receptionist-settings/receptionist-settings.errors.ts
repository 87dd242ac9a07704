import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const RECEPTIONIST_SETTINGS_ERRORS = defineErrors({
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'RECEPTIONIST_SETTINGS.NOT_FOUND', message: 'Receptionist not found' },
  VERSION_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'RECEPTIONIST_SETTINGS.VERSION_NOT_FOUND', message: 'There is no such version of these settings' },
  // The message names the version saved in between: see stale() in receptionist-settings.service.ts.
  STALE: {
    status: HttpStatus.CONFLICT,
    code: 'RECEPTIONIST_SETTINGS.STALE',
    message: 'These settings changed since you opened them. Reload to see the newest version, then make your change again.',
  },
  NOT_LINKED: {
    status: HttpStatus.CONFLICT,
    code: 'RECEPTIONIST_SETTINGS.NOT_LINKED',
    message: 'This receptionist has no voice assistant linked yet: link one in its Edit dialog, and its newest settings are applied then.',
  },
  NOTHING_SAVED: {
    status: HttpStatus.CONFLICT,
    code: 'RECEPTIONIST_SETTINGS.NOTHING_SAVED',
    message: 'No settings have been saved for this receptionist yet.',
  },
  INVALID: { status: HttpStatus.BAD_REQUEST, code: 'RECEPTIONIST_SETTINGS.INVALID', message: 'Please correct the highlighted fields' },
  // Over the plan's answers or transfer people: the message names the plan and its number (validateSettings).
  LIMIT_REACHED: { status: HttpStatus.FORBIDDEN, code: 'RECEPTIONIST_SETTINGS.LIMIT_REACHED', message: 'Plan Limit Reached' },
});
