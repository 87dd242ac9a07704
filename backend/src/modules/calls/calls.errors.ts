import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const CALLS_ERRORS = defineErrors({
  TEST_CALL_NEEDS_SANDBOX: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.TEST_CALL_NEEDS_SANDBOX',
    message:
      "Test calls are placed here only with the sandbox voice platform. With Vapi, call the receptionist's number or use Talk to Assistant on Vapi's dashboard: the call appears here like any other.",
  },
  SANDBOX_LINE_NEEDS_SANDBOX: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.SANDBOX_LINE_NEEDS_SANDBOX',
    message:
      "Sandbox lines are given only with the sandbox voice platform. With Vapi, buy or import the number in Vapi's dashboard and paste it, with its assistant id and phone-number id, into Edit.",
  },
  NO_SANDBOX_NUMBER: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'CALLS.NO_SANDBOX_NUMBER',
    message: 'Every sandbox number is in use. Free one by clearing it from a receptionist that no longer needs it.',
  },
  SANDBOX_ID_TAKEN: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.SANDBOX_ID_TAKEN',
    message:
      "This receptionist's sandbox ids (sandbox-assistant-<id>, sandbox-number-<id>) are set on another receptionist: change that receptionist's linkage, or give this one its own ids",
  },
  // The forwarding check's refusals (forwarding-checks.service.ts); CHECK_NEEDS_LIVE names the receptionist.
  CHECK_NEEDS_LIVE: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.CHECK_NEEDS_LIVE',
    message: 'Call me to check works once your receptionist is live: we e-mail you the moment it is.',
  },
  CHECK_NEEDS_BUSINESS_NUMBER: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.CHECK_NEEDS_BUSINESS_NUMBER',
    message: 'We can only call a full business number with its area code, such as +1 (415) 555-0134: correct it under Edit, then try again.',
  },
  CHECK_IN_PROGRESS: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.CHECK_IN_PROGRESS',
    message: 'We are already calling your business line for this receptionist: the result shows here in a minute or two.',
  },
  CHECKS_THROTTLED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    code: 'CALLS.CHECKS_THROTTLED',
    // Sent with Retry-After (ThrottledException adds the wait to the message).
    message: 'Five forwarding checks an hour is the most we place for a receptionist',
  },
  RECEPTIONIST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'CALLS.RECEPTIONIST_NOT_FOUND', message: 'Receptionist not found' },
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
  // Another customer's call answers this too: whether an id exists is not theirs to learn.
  CALL_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'CALLS.NOT_FOUND', message: 'Call not found' },
  // A number none of the customer's calls came from, or another customer's caller: nobody's to learn about.
  CALLER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'CALLS.CALLER_NOT_FOUND', message: 'None of your calls came from this number' },
  INVALID_CALLER_NUMBER: {
    status: HttpStatus.BAD_REQUEST,
    code: 'CALLS.INVALID_CALLER_NUMBER',
    message: 'A caller is named by their number in E.164 form: + and the country code, then the number, such as +14155550123',
  },
  RECORDING_UNAVAILABLE: { status: HttpStatus.NOT_FOUND, code: 'CALLS.RECORDING_UNAVAILABLE', message: 'This call has no recording' },
  // Built when thrown: it names how long calls keep their content (CALL_RETENTION_DAYS).
  RECORDING_REMOVED: (retentionDays: number) => ({
    status: HttpStatus.NOT_FOUND,
    code: 'CALLS.RECORDING_REMOVED',
    message: `This recording was removed ${retentionDays} days after the call, with its transcript and summary (calls keep them ${retentionDays} days)`,
  }),
  RECORDING_FETCH_FAILED: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'CALLS.RECORDING_FETCH_FAILED',
    message: 'The recording could not be fetched from the voice platform. Please try again in a minute',
  },
  RANGE_NOT_SATISFIABLE: {
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    code: 'CALLS.RANGE_NOT_SATISFIABLE',
    message: 'The requested range is outside the recording',
  },
});
