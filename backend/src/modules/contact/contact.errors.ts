import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const CONTACT_ERRORS = defineErrors({
  THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'CONTACT.THROTTLED', message: 'Too many messages sent' },
});
