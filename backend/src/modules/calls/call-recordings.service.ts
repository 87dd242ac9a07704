import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { AppException, appError } from '../../common/errors/app.exception';
import { CALLS_ERRORS } from './calls.errors';
import { RecordingUnavailable, VOICE_PLATFORM, VoicePlatform } from './platforms/voice-platform';
import { sendRecording } from './recording-response';

/** Streams a call's recording from the voice platform (with our key), once the caller checked access to the call. */
@Injectable()
export class CallRecordingsService {
  private readonly logger = new Logger(CallRecordingsService.name);

  constructor(@Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform) {}

  async send(recordingRef: string, range: string | undefined, response: Response): Promise<void> {
    try {
      await sendRecording(await this.platform.openRecording(recordingRef), range, response);
    } catch (error) {
      // Our own answers (416) go as they are; once bytes went out only the connection can say it failed.
      if (error instanceof AppException || response.headersSent) throw error;
      if (error instanceof RecordingUnavailable) throw appError(CALLS_ERRORS.RECORDING_UNAVAILABLE);
      // The platform is down, slow or sent no recording: worth a retry in a minute, not a fault of ours (never the reference: it may hold a signed link).
      this.logger.warn(`The voice platform did not give a recording: ${(error as Error).name}: ${(error as Error).message}`);
      throw appError(CALLS_ERRORS.RECORDING_FETCH_FAILED);
    }
  }
}
