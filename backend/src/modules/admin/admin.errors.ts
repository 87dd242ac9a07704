import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const ADMIN_ERRORS = defineErrors({
  USER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.USER_NOT_FOUND', message: 'User not found' },
  SUPPORT_REQUEST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.SUPPORT_REQUEST_NOT_FOUND', message: 'Support request not found' },
  CONTACT_MESSAGE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.CONTACT_MESSAGE_NOT_FOUND', message: 'Contact message not found' },
  RECEPTIONIST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.RECEPTIONIST_NOT_FOUND', message: 'Receptionist not found' },
  RECEPTIONIST_CHANGE_NOT_FOUND: {
    status: HttpStatus.NOT_FOUND,
    code: 'ADMIN.RECEPTIONIST_CHANGE_NOT_FOUND',
    message: 'Change not found: its receptionist may have been deleted',
  },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.EMAIL_TAKEN', message: 'An account with this email already exists' },
  AI_NUMBER_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.AI_NUMBER_TAKEN', message: 'Another receptionist already has this AI phone number' },
  VOICE_ASSISTANT_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.VOICE_ASSISTANT_TAKEN', message: 'Another receptionist already uses this assistant id' },
  VOICE_PHONE_NUMBER_TAKEN: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN.VOICE_PHONE_NUMBER_TAKEN',
    message: 'Another receptionist already uses this phone number id',
  },
  RECEPTIONIST_OVER_LIMIT: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN.RECEPTIONIST_OVER_LIMIT',
    message:
      "This receptionist is over its owner's plan limit. It can go live once the customer keeps it active, removes languages or upgrades, or after you raise the receptionist limit override.",
  },
  // The message names what is missing: see lineIncomplete() in admin-records.service.ts.
  RECEPTIONIST_LINE_INCOMPLETE: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN.RECEPTIONIST_LINE_INCOMPLETE',
    message:
      'A receptionist goes live only on a real line: its AI phone number in E.164 (such as +14155550123), and the voice assistant id and phone-number id that answer it.',
  },
  PLAN_BILLED_BY_PROVIDER: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN.PLAN_BILLED_BY_PROVIDER',
    message:
      'This customer pays for the plan through the payment provider, so its plan and status follow the provider: the customer changes or cancels it on their Subscription tab. To end it now, set the plan to None (its subscription is cancelled at the provider, without a refund); a plan can then be set by hand.',
  },
  LIMIT_REQUIRED: { status: HttpStatus.BAD_REQUEST, code: 'ADMIN.LIMIT_REQUIRED', message: 'Enter the receptionist limit to turn the override on' },
  UNKNOWN_QUEUE: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.UNKNOWN_QUEUE', message: 'Unknown queue' },
});
