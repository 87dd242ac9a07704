import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../../../common/errors/app.exception';
import { voiceConfig, VoiceConfig } from '../../../../config';
import { CALLS_ERRORS } from '../../calls.errors';

/** What the simulator needs of a receptionist: its linkage ids, and what its calls talk about. */
export interface SandboxReceptionist {
  id: number;
  name: string;
  companyName: string | null;
  companyInfo: string;
  languages: string[];
  aiPhoneNumber: string;
  assistantId: string;
  phoneNumberId: string;
}

/**
 * The sandbox's calls: it links receptionists to sandbox ids (unless our team set real ones), makes up calls and
 * delivers them as signed Vapi-shaped messages through the webhook service, exactly as a Vapi call would arrive.
 */
@Injectable()
export class SandboxCallsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfig,
  ) {}

  /** One call to the receptionist, marked as a test, ending now. */
  async placeTestCall(receptionistId: number): Promise<{ platformCallId: string }> {
    if (this.voice.platform !== 'sandbox') throw appError(CALLS_ERRORS.TEST_CALL_NEEDS_SANDBOX);
    const [receptionist] = await this.linked([receptionistId]);
    if (!receptionist) throw appError(CALLS_ERRORS.RECEPTIONIST_NOT_FOUND);
    return { platformCallId: `sandbox-test-${receptionist.id}-${Date.now()}` };
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
      if (error instanceof UniqueConstraintViolationException) throw appError(CALLS_ERRORS.SANDBOX_ID_TAKEN);
      throw error;
    }
    const rows = await connection.execute<Record<string, unknown>[]>(
      `select r.id, r.name, r.company_info, r.languages, r.ai_phone_number, r.voice_assistant_id, r.voice_phone_number_id, u.company_name
       from receptionists r join users u on u.id = r.user_id where r.id in (?) order by r.id`,
      [receptionistIds],
    );
    return rows.map((row) => ({
      id: row.id as number,
      name: row.name as string,
      companyName: (row.company_name as string | null) || null,
      companyInfo: row.company_info as string,
      languages: row.languages as string[],
      aiPhoneNumber: row.ai_phone_number as string,
      assistantId: row.voice_assistant_id as string,
      phoneNumberId: row.voice_phone_number_id as string,
    }));
  }
}
