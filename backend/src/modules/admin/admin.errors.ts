import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

/**
 * Lists count and page through at most this many matching rows. Counting a million rows exactly, or skipping most of
 * them to reach a deep page, takes seconds; past this many an administrator searches, filters or reverses the sort.
 */
export const LIST_ROW_LIMIT = 10_000;
/**
 * A search counts and pages through fewer. Each row it passes over costs a case-insensitive match on several columns
 * (ILIKE lowercases both sides on every call), so the 10,000th row of a word thousands of rows contain took 50–90 ms,
 * and the 200th still up to 50 ms (bench/RESULTS.md); past this many an administrator types more of the text.
 */
export const SEARCH_ROW_LIMIT = 100;

export const ADMIN_ERRORS = defineErrors({
  USER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.USER_NOT_FOUND', message: 'User not found' },
  SUPPORT_REQUEST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.SUPPORT_REQUEST_NOT_FOUND', message: 'Support request not found' },
  CONTACT_MESSAGE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.CONTACT_MESSAGE_NOT_FOUND', message: 'Contact message not found' },
  RECEPTIONIST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.RECEPTIONIST_NOT_FOUND', message: 'Receptionist not found' },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.EMAIL_TAKEN', message: 'An account with this email already exists' },
  AI_NUMBER_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.AI_NUMBER_TAKEN', message: 'Another receptionist already has this AI phone number' },
  VOICE_ASSISTANT_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.VOICE_ASSISTANT_TAKEN', message: 'Another receptionist already uses this assistant id' },
  VOICE_PHONE_NUMBER_TAKEN: { status: HttpStatus.CONFLICT, code: 'ADMIN.VOICE_PHONE_NUMBER_TAKEN', message: 'Another receptionist already uses this phone number id' },
  RECEPTIONIST_OVER_LIMIT: {
    status: HttpStatus.CONFLICT,
    code: 'ADMIN.RECEPTIONIST_OVER_LIMIT',
    message: "This receptionist is over its owner's plan limit. It can go live once the customer keeps it active, removes languages or upgrades, or after you raise the receptionist limit override.",
  },
  LIMIT_REQUIRED: { status: HttpStatus.BAD_REQUEST, code: 'ADMIN.LIMIT_REQUIRED', message: 'Enter the receptionist limit to turn the override on' },
  INVALID_SORT: { status: HttpStatus.BAD_REQUEST, code: 'ADMIN.INVALID_SORT', message: 'Unknown sort field' },
  PAGE_TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    code: 'ADMIN.PAGE_TOO_DEEP',
    message: `Only the first ${LIST_ROW_LIMIT.toLocaleString('en-US')} rows can be paged through: search, filter or sort the other way to reach the others`,
  },
  SEARCH_PAGE_TOO_DEEP: {
    status: HttpStatus.BAD_REQUEST,
    code: 'ADMIN.PAGE_TOO_DEEP',
    message: `Only the first ${SEARCH_ROW_LIMIT.toLocaleString('en-US')} rows a search finds can be paged through: type more of the text, filter or sort the other way to reach the others`,
  },
  UNKNOWN_QUEUE: { status: HttpStatus.NOT_FOUND, code: 'ADMIN.UNKNOWN_QUEUE', message: 'Unknown queue' },
});
