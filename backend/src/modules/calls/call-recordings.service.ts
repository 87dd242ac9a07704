import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { appError } from '../../common/errors/app.exception';
import { CALLS_ERRORS } from './calls.errors';
import { RecordingUnavailable, VOICE_PLATFORM, VoicePlatform } from './platforms/voice-platform';
import { sendRecording } from './recording-response';

/** Streams a call's recording from the voice platform (with our key), once the caller checked access to the call. */
@Injectable()
export class CallRecordingsService {
  constructor(@Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform) {}

  async send(recordingRef: string, range: string | undefined, response: Response): Promise<void> {
    const recording = await this.platform.openRecording(recordingRef).catch((error: unknown) => {
      throw error instanceof RecordingUnavailable ? appError(CALLS_ERRORS.RECORDING_UNAVAILABLE) : error;
    });
    await sendRecording(recording, range, response);
  }
}
