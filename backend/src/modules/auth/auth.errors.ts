import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const AUTH_ERRORS = defineErrors({
  INVALID_CREDENTIALS: { status: HttpStatus.UNAUTHORIZED, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, code: 'AUTH.EMAIL_TAKEN', message: 'An account with this email already exists' },
  WRONG_CURRENT_PASSWORD: { status: HttpStatus.BAD_REQUEST, code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' },
  RESET_LINK_INVALID: { status: HttpStatus.BAD_REQUEST, code: 'AUTH.RESET_LINK_INVALID', message: 'This reset link is invalid or has expired. Please request a new one.' },
  LOGIN_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.LOGIN_THROTTLED', message: 'Too many failed login attempts' },
  REGISTER_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.REGISTER_THROTTLED', message: 'Too many sign-up attempts' },
  RESET_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.RESET_THROTTLED', message: 'Too many password reset requests' },
  RESET_ATTEMPTS_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.RESET_ATTEMPTS_THROTTLED', message: 'Too many password reset attempts' },
  CHANGE_PASSWORD_THROTTLED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    code: 'AUTH.CHANGE_PASSWORD_THROTTLED',
    message: 'Too many wrong current passwords',
  },
  SESSION_EXPIRED: { status: HttpStatus.UNAUTHORIZED, code: 'AUTH.SESSION_EXPIRED', message: 'Your session has expired. Please log in again' },
});

export const FORGOT_PASSWORD_ANSWER = "If the email exists in our system, you'll receive instructions to reset your password";
