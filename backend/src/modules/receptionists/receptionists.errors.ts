import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const RECEPTIONISTS_ERRORS = defineErrors({
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'RECEPTIONISTS.NOT_FOUND', message: 'Receptionist not found' },
  // The messages name the plan and its number: see limitReached() and languageLimitReached() in receptionists.service.ts.
  PLAN_REQUIRED: {
    status: HttpStatus.FORBIDDEN,
    code: 'RECEPTIONISTS.PLAN_REQUIRED',
    message: 'Choose a plan to request a receptionist: our team builds it for the plan you choose.',
  },
  LIMIT_REACHED: { status: HttpStatus.FORBIDDEN, code: 'RECEPTIONISTS.LIMIT_REACHED', message: 'Subscription Limit Reached' },
  LANGUAGE_LIMIT_REACHED: { status: HttpStatus.FORBIDDEN, code: 'RECEPTIONISTS.LANGUAGE_LIMIT_REACHED', message: 'Language Limit Reached' },
});
