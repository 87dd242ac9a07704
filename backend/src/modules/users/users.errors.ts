import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const USERS_ERRORS = defineErrors({
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, code: 'USERS.EMAIL_TAKEN', message: 'An account with this email already exists' },
});
