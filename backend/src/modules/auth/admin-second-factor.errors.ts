import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const ADMIN_SECOND_FACTOR_ERRORS = defineErrors({
  SIGN_IN_EXPIRED: {
    status: HttpStatus.UNAUTHORIZED,
    code: 'ADMIN_2FA.SIGN_IN_EXPIRED',
    message: 'Your sign-in has expired. Please enter your email and password again.',
  },
  TOO_MANY_WRONG_CODES: {
    status: HttpStatus.UNAUTHORIZED,
    code: 'ADMIN_2FA.TOO_MANY_WRONG_CODES',
    message: 'Too many wrong codes. Please enter your email and password again.',
  },
  INVALID_CODE: { status: HttpStatus.UNAUTHORIZED, code: 'ADMIN_2FA.INVALID_CODE', message: 'Invalid code. Please try again.' },
  WRONG_CURRENT_CODE: { status: HttpStatus.BAD_REQUEST, code: 'ADMIN_2FA.WRONG_CURRENT_CODE', message: 'The authenticator code is incorrect' },
  ALREADY_ENROLLED: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN_2FA.ALREADY_ENROLLED',
    message: 'Your authenticator is already set up. Enter a code from it instead.',
  },
  NOT_ENROLLED: { status: HttpStatus.CONFLICT, code: 'ADMIN_2FA.NOT_ENROLLED', message: 'Set up your authenticator app first.' },
  THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'ADMIN_2FA.THROTTLED', message: 'Too many wrong codes' },
  // Sent with Retry-After, whose wait ThrottledException adds to the message.
  UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'ADMIN_2FA.UNAVAILABLE',
    message: 'We cannot check sign-in codes at the moment',
  },
});
