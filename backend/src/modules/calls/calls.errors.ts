import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const CALLS_ERRORS = defineErrors({
  TEST_CALL_NEEDS_SANDBOX: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.TEST_CALL_NEEDS_SANDBOX',
    message: "Test calls are placed here only with the sandbox voice platform. With Vapi, call the receptionist's number or use Talk to Assistant on Vapi's dashboard: the call appears here like any other.",
  },
  SANDBOX_ID_TAKEN: {
    status: HttpStatus.CONFLICT,
    code: 'CALLS.SANDBOX_ID_TAKEN',
    message: "This receptionist's sandbox ids (sandbox-assistant-<id>, sandbox-number-<id>) are set on another receptionist: change that receptionist's linkage, or give this one its own ids",
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
});
