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
  // Another customer's call answers this too: whether an id exists is not theirs to learn.
  CALL_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'CALLS.NOT_FOUND', message: 'Call not found' },
  RECORDING_UNAVAILABLE: { status: HttpStatus.NOT_FOUND, code: 'CALLS.RECORDING_UNAVAILABLE', message: 'This call has no recording' },
  RECORDING_REMOVED: { status: HttpStatus.NOT_FOUND, code: 'CALLS.RECORDING_REMOVED', message: 'This recording was removed' },
  RANGE_NOT_SATISFIABLE: {
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    code: 'CALLS.RANGE_NOT_SATISFIABLE',
    message: 'The requested range is outside the recording',
  },
});

/** The retention's words for a removed recording: "…removed N days after the call". */
export function recordingRemovedMessage(retentionDays: number): string {
  return `This recording was removed ${retentionDays} days after the call, with its transcript and summary (calls keep them ${retentionDays} days)`;
}
