import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const SUPPORT_ERRORS = defineErrors({
  THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'SUPPORT.THROTTLED', message: 'Too many support requests' },
});
