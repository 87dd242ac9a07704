import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appError } from '../../../../common/errors/app.exception';
import { voiceConfig, VoiceConfig } from '../../../../config';
import { ReceptionistsService, type VoiceProfile } from '../../../receptionists/receptionists.service';
import { CALLS_ERRORS } from '../../calls.errors';
import { VoiceWebhooksService } from '../../voice-webhooks.service';
import { signVapiBody, VAPI_SIGNATURE_HEADERS } from '../vapi/vapi-signature';
import { SandboxReceptionist, SimulatedCall, simulateCall, testCallSeed } from './sandbox-call-generator';
import { vapiMessages } from './sandbox-vapi-messages';

/** A sandbox line's parts a receptionist lacks. */
export interface SandboxLine {
  aiPhoneNumber?: string;
  voiceAssistantId?: string;
  voicePhoneNumberId?: string;
}

/** PostgreSQL's code for a unique constraint a raw statement broke. */
const UNIQUE_VIOLATION = '23505';

/**
 * The sandbox's calls: it links receptionists to sandbox ids (unless our team set real ones), makes up calls and
 * delivers them as signed Vapi-shaped messages through the webhook service, exactly as a Vapi call would arrive.
 */
@Injectable()
export class SandboxCallsService {
  constructor(
    private readonly receptionists: ReceptionistsService,
    private readonly webhooks: VoiceWebhooksService,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfig,
  ) {}

  /** One call to the receptionist, whatever its status, marked as a test and ending now. */
  async placeTestCall(receptionistId: number, now = new Date()): Promise<{ platformCallId: string }> {
    if (this.voice.platform !== 'sandbox') throw appError(CALLS_ERRORS.TEST_CALL_NEEDS_SANDBOX);
    const [receptionist] = await this.linked([receptionistId]);
    if (!receptionist) throw appError(CALLS_ERRORS.RECEPTIONIST_NOT_FOUND);
    const call = simulateCall(receptionist, { endedAt: now, seed: testCallSeed(receptionist.id, now, randomUUID()), isTest: true });
    await this.deliver(call, { live: true });
    return { platformCallId: call.platformCallId };
  }

  /**
   * What gives the receptionist a sandbox line: a free sandbox number and the sandbox's ids, each only where it has
   * none, for our team's edit to set (docs/product.md#a-real-number-before-going-live).
   */
  async lineFor(receptionist: Pick<VoiceProfile, 'id' | 'aiPhoneNumber' | 'assistantId' | 'phoneNumberId'>): Promise<SandboxLine> {
    if (this.voice.platform !== 'sandbox') throw appError(CALLS_ERRORS.SANDBOX_LINE_NEEDS_SANDBOX);
    const line: SandboxLine = {};
    if (!receptionist.aiPhoneNumber) {
      line.aiPhoneNumber = (await this.receptionists.freeSandboxNumber()) ?? undefined;
      if (!line.aiPhoneNumber) throw appError(CALLS_ERRORS.NO_SANDBOX_NUMBER);
    }
    if (!receptionist.assistantId) line.voiceAssistantId = `sandbox-assistant-${receptionist.id}`;
    if (!receptionist.phoneNumberId) line.voicePhoneNumberId = `sandbox-number-${receptionist.id}`;
    return line;
  }

  /**
   * Sends the call's messages through the webhook service, signed as Vapi's HMAC credential signs them: a live call's
   * status-update first, then its end-of-call report; a call from the backfilled past only its report.
   */
  async deliver(call: SimulatedCall, options: { live: boolean }): Promise<void> {
    const { statusUpdate, endOfCallReport } = vapiMessages(call);
    for (const message of options.live ? [statusUpdate, endOfCallReport] : [endOfCallReport]) {
      const body = Buffer.from(JSON.stringify(message));
      await this.webhooks.receive(body, { 'content-type': 'application/json', [VAPI_SIGNATURE_HEADERS[0]]: signVapiBody(body, this.voice.sandboxSecret) });
    }
  }

  /** The receptionists as their calls speak for them, each linked to its sandbox ids unless our team set real ones. */
  async linked(receptionistIds: number[]): Promise<SandboxReceptionist[]> {
    try {
      return await this.receptionists.voiceProfiles(receptionistIds, 'sandbox');
    } catch (error) {
      // Our team pasted a sandbox-looking id onto another receptionist: it has to be changed there first.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw appError(CALLS_ERRORS.SANDBOX_ID_TAKEN);
      throw error;
    }
  }
}
