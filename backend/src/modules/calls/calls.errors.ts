import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const CALLS_ERRORS = defineErrors({
  INVALID_SIGNATURE: {
    status: HttpStatus.UNAUTHORIZED,
    code: 'CALLS.INVALID_SIGNATURE',
    message: 'The voice platform request has no valid signature or secret',
  },
  MALFORMED_MESSAGE: {
    status: HttpStatus.BAD_REQUEST,
    code: 'CALLS.MALFORMED_MESSAGE',
    message: 'The voice platform message could not be read',
  },
});
