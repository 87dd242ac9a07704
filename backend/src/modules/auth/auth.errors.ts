import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const AUTH_ERRORS = defineErrors({
  INVALID_CREDENTIALS: { status: HttpStatus.UNAUTHORIZED, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, code: 'AUTH.EMAIL_TAKEN', message: 'An account with this email already exists' },
  WRONG_CURRENT_PASSWORD: { status: HttpStatus.BAD_REQUEST, code: 'AUTH.WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' },
  RESET_LINK_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    code: 'AUTH.RESET_LINK_INVALID',
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  LOGIN_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.LOGIN_THROTTLED', message: 'Too many failed login attempts' },
  REGISTER_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.REGISTER_THROTTLED', message: 'Too many sign-up attempts' },
  RESET_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.RESET_THROTTLED', message: 'Too many password reset requests' },
  RESET_ATTEMPTS_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.RESET_ATTEMPTS_THROTTLED', message: 'Too many password reset attempts' },
  CHANGE_PASSWORD_THROTTLED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    code: 'AUTH.CHANGE_PASSWORD_THROTTLED',
    message: 'Too many wrong current passwords',
  },
  VERIFICATION_LINK_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    code: 'AUTH.VERIFICATION_LINK_INVALID',
    message: 'This verification link is invalid or has expired. Sign in to send a new one.',
  },
  EMAIL_ALREADY_VERIFIED: { status: HttpStatus.BAD_REQUEST, code: 'AUTH.EMAIL_ALREADY_VERIFIED', message: 'Your email address is already verified' },
  VERIFICATION_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.VERIFICATION_THROTTLED', message: 'Too many verification emails' },
  CURRENT_PASSWORD_REQUIRED: {
    status: HttpStatus.BAD_REQUEST,
    code: 'AUTH.CURRENT_PASSWORD_REQUIRED',
    message: 'Enter your current password to change your email',
  },
  EMAIL_CHANGE_THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'AUTH.EMAIL_CHANGE_THROTTLED', message: 'Too many email change attempts' },
  EMAIL_CHANGE_TAKEN: {
    status: HttpStatus.CONFLICT,
    code: 'AUTH.EMAIL_CHANGE_TAKEN',
    message: 'Another account now uses this email address, so your email was not changed',
  },
  SESSION_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'AUTH.SESSION_NOT_FOUND', message: 'This session was not found. It may have ended already.' },
  SESSION_EXPIRED: { status: HttpStatus.UNAUTHORIZED, code: 'AUTH.SESSION_EXPIRED', message: 'Your session has expired. Please log in again' },
});

export const FORGOT_PASSWORD_ANSWER = "If the email exists in our system, you'll receive instructions to reset your password";
