import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../../../common/errors/app.exception';
import { voiceConfig, VoiceConfig } from '../../../../config';
import { CALLS_ERRORS } from '../../calls.errors';
import { VoiceWebhooksService } from '../../voice-webhooks.service';
import { signVapiBody, VAPI_SIGNATURE_HEADERS } from '../vapi/vapi-signature';
import { SandboxReceptionist, SimulatedCall, simulateCall, testCallSeed } from './sandbox-call-generator';
import { vapiMessages } from './sandbox-vapi-messages';

/** PostgreSQL's code for a unique constraint a raw statement broke. */
const UNIQUE_VIOLATION = '23505';

/**
 * The sandbox's calls: it links receptionists to sandbox ids (unless our team set real ones), makes up calls and
 * delivers them as signed Vapi-shaped messages through the webhook service, exactly as a Vapi call would arrive.
 */
@Injectable()
export class SandboxCallsService {
  constructor(
    private readonly em: EntityManager,
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

  /**
   * The receptionists with their linkage ids: one our team has not linked gets `sandbox-assistant-<id>` and
   * `sandbox-number-<id>`, stored on it, so its calls find it through the same lookup as Vapi's do.
   */
  async linked(receptionistIds: number[]): Promise<SandboxReceptionist[]> {
    if (receptionistIds.length === 0) return [];
    const connection = this.em.getConnection();
    try {
      await connection.execute(
        `update receptionists set voice_assistant_id = coalesce(voice_assistant_id, 'sandbox-assistant-' || id),
           voice_phone_number_id = coalesce(voice_phone_number_id, 'sandbox-number-' || id)
         where id in (?) and (voice_assistant_id is null or voice_phone_number_id is null)`,
        [receptionistIds],
      );
    } catch (error) {
      // Our team pasted a sandbox-looking id onto another receptionist: it has to be changed there first.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw appError(CALLS_ERRORS.SANDBOX_ID_TAKEN);
      throw error;
    }
    const rows = await connection.execute<Record<string, unknown>[]>(
      `select r.id, r.name, r.company_info, r.business_hours, r.languages, r.ai_phone_number, r.voice_assistant_id, r.voice_phone_number_id, u.company_name
       from receptionists r join users u on u.id = r.user_id where r.id in (?) order by r.id`,
      [receptionistIds],
    );
    return rows.map((row) => ({
      id: row.id as number,
      name: row.name as string,
      companyName: (row.company_name as string | null) || null,
      companyInfo: row.company_info as string,
      businessHours: row.business_hours as string,
      languages: row.languages as string[],
      aiPhoneNumber: row.ai_phone_number as string,
      assistantId: row.voice_assistant_id as string,
      phoneNumberId: row.voice_phone_number_id as string,
    }));
  }
}
