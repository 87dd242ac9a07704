import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../../../common/errors/app.exception';
import { voiceConfig, VoiceConfig } from '../../../../config';
import { ReceptionistsService, type VoiceProfile, voiceLinksOf } from '../../../receptionists/receptionists.service';
import { CALLS_ERRORS } from '../../calls.errors';
import { VoiceWebhooksService } from '../../voice-webhooks.service';
import { signVapiBody, VAPI_SIGNATURE_HEADERS } from '../vapi/vapi-signature';
import { businessName, retell, SandboxReceptionist, SimulatedCall, simulateCall, testCallSeed, type TestCallOutcome } from './sandbox-call-generator';
import { bookingRequest, SANDBOX_CALLER_NUMBER, tellBooking } from './sandbox-call-rules';
import { type OutboundCall, VOICE_PLATFORM, type VoicePlatform } from '../voice-platform';
import { SandboxAssistants } from './sandbox-assistants';
import { SandboxVoicePlatform } from './sandbox-voice.platform';
import { reportedCallerNumber, vapiMessages, vapiToolCall } from './sandbox-vapi-messages';
import type { VapiServerRequest } from '../vapi/vapi-messages';

/** A sandbox line's parts a receptionist lacks. */
export interface SandboxLine {
  aiPhoneNumber?: string;
  voiceAssistantId?: string;
  voicePhoneNumberId?: string;
}

/** The sandbox's voice links read `sandbox-assistant-<id>`, `sandbox-number-<id>`. */
const SANDBOX_PREFIX = 'sandbox';
/** How long the sandbox "rings" before a forwarding check's call comes back, so the card shows it calling. */
const CHECK_RING_MS = 2_000;

/** PostgreSQL's code for a unique constraint a raw statement broke. */
const UNIQUE_VIOLATION = '23505';

/**
 * The sandbox's calls: it links receptionists to sandbox ids (unless our team set real ones), makes up calls and
 * delivers them as signed Vapi-shaped messages through the webhook service, exactly as a Vapi call would arrive.
 */
@Injectable()
export class SandboxCallsService {
  private readonly logger = new Logger(SandboxCallsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly webhooks: VoiceWebhooksService,
    private readonly assistants: SandboxAssistants,
    @Inject(voiceConfig.KEY) private readonly voice: VoiceConfig,
    @Inject(VOICE_PLATFORM) platform: VoicePlatform,
  ) {
    if (platform instanceof SandboxVoicePlatform) {
      platform.onCallPlaced((call, platformCallId) => {
        setTimeout(
          () => void this.simulateForwardingCheck(call, platformCallId).catch((error: Error) => this.logger.error(error.stack)),
          CHECK_RING_MS,
        ).unref();
      });
    }
  }

  /**
   * A forwarding check's call, as the sandbox plays it (docs/product.md#call-me-to-check): a business line whose number
   * ends in 0000 never forwards (the rule, like a test card that declines), so the call rings out unanswered; any
   * other forwards it back, and the receptionist answers a call from its own number. Then the check's call ends.
   */
  async simulateForwardingCheck(placed: OutboundCall, platformCallId: string, now = new Date()): Promise<void> {
    const link = await this.receptionists.findByVoiceLink(this.em.fork(), placed.assistantId, placed.phoneNumberId);
    const [receptionist] = link ? await this.linked([link.id]) : [];
    if (!receptionist) return;
    const forwards = !placed.to.endsWith('0000');
    const leg = (overrides: Partial<SimulatedCall>): SimulatedCall => ({
      ...simulateCall(receptionist, { endedAt: now, seed: `forwarding-check:${platformCallId}`, isTest: false }),
      callerName: null,
      ...overrides,
    });
    if (forwards) {
      const words = [
        {
          speaker: 'receptionist' as const,
          text: `Thank you for calling ${businessName(receptionist)}. How can I help you today?`,
          seconds: 0,
        },
        { speaker: 'caller' as const, text: placed.firstMessage, seconds: 4 },
      ];
      await this.deliver(
        leg({
          platformCallId: randomUUID(),
          callerNumber: receptionist.aiPhoneNumber,
          outcome: 'answered_question',
          endedReason: 'customer-ended-call',
          transcript: words,
          durationSeconds: 12,
          startedAt: new Date(now.getTime() - 12_000),
          summary: 'A call forwarding check: your business line forwarded our test call, and your receptionist answered it.',
        }),
        { live: true },
      );
    }
    await this.deliver(
      leg({
        platformCallId,
        outbound: true,
        callerNumber: placed.to,
        endedReason: forwards ? 'assistant-ended-call' : 'customer-did-not-answer',
        outcome: forwards ? 'answered_question' : 'failed',
        transcript: [],
        durationSeconds: forwards ? 14 : 30,
        startedAt: new Date(now.getTime() - (forwards ? 14_000 : 30_000)),
        summary: '',
      }),
      { live: true },
    );
  }

  /** One call to the receptionist, whatever its status, marked as a test and ending now. */
  async placeTestCall(receptionistId: number, outcome?: TestCallOutcome, now = new Date()): Promise<{ platformCallId: string }> {
    if (this.voice.platform !== 'sandbox') throw appError(CALLS_ERRORS.TEST_CALL_NEEDS_SANDBOX);
    const [receptionist] = await this.linked([receptionistId]);
    if (!receptionist) throw appError(CALLS_ERRORS.RECEPTIONIST_NOT_FOUND);
    const call = simulateCall(receptionist, { endedAt: now, seed: testCallSeed(receptionist.id, now, randomUUID()), isTest: true, outcome });
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
    const sandboxLinks = voiceLinksOf(SANDBOX_PREFIX, receptionist.id);
    if (!receptionist.assistantId) line.voiceAssistantId = sandboxLinks.assistantId;
    if (!receptionist.phoneNumberId) line.voicePhoneNumberId = sandboxLinks.phoneNumberId;
    return line;
  }

  /**
   * Sends the call's messages through the webhook service, signed as Vapi's HMAC credential signs them: a live call's
   * status-update first, then its end-of-call report; a call from the backfilled past only its report.
   */
  async deliver(call: SimulatedCall, options: { live: boolean }): Promise<void> {
    if (options.live) await this.send(vapiMessages(call).statusUpdate);
    // A live caller books through the receptionist's tools, as Vapi's assistant would mid-call; the past only tells of it.
    const told = options.live && call.booking ? await this.book(call, call.booking) : call;
    await this.send(vapiMessages(told).endOfCallReport);
  }

  /**
   * The caller books the soonest free time of their kind of appointment (check_availability, then book_appointment,
   * each a signed tool-calls message through the webhook with ids from the call's, so a retried delivery books once);
   * the call is told again with what the tools said. Nothing free, or a refusal: the receptionist takes a message.
   */
  private async book(call: SimulatedCall, booking: NonNullable<SimulatedCall['booking']>): Promise<SimulatedCall> {
    const { appointmentType, callerName } = booking;
    const ask = async (name: string, args: Record<string, unknown>): Promise<string> => {
      const reply = (await this.send(vapiToolCall(call, `${call.platformCallId}-${name}`, name, args))) as { results?: { result?: string }[] };
      return reply.results?.[0]?.result ?? '';
    };
    const greeting = call.transcript[0]?.text ?? '';
    const offered = await ask('check_availability', { appointmentType });
    const first = /by: (.+?) \((\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\)/.exec(offered);
    // A web call has no caller number: the caller gives one, as they would to Vapi's assistant.
    const number = reportedCallerNumber(call) ? {} : { phoneNumber: SANDBOX_CALLER_NUMBER };
    const booked = first ? await ask('book_appointment', { appointmentType, start: first[2], callerName, ...number }) : '';
    const told = tellBooking(booking, first && booked.startsWith('Booked:') ? first[1] : null, call.callerNumber !== null);
    return retell(call, [greeting, bookingRequest(appointmentType), ...told.lines], told.outcome, 'assistant-said-end-call-phrase', told.summary, callerName);
  }

  /** One message through the webhook service, signed as Vapi's HMAC credential signs them; its answer. */
  private send(message: VapiServerRequest): Promise<Record<string, unknown>> {
    const body = Buffer.from(JSON.stringify(message));
    return this.webhooks.receive(body, {
      'content-type': 'application/json',
      [VAPI_SIGNATURE_HEADERS[0]]: signVapiBody(body, this.voice.sandboxSecret),
    }) as Promise<Record<string, unknown>>;
  }

  /**
   * The receptionists as their calls speak for them, each linked to its sandbox ids unless our team set real ones, with
   * the rules the sandbox platform last gave its assistant.
   */
  async linked(receptionistIds: number[]): Promise<SandboxReceptionist[]> {
    try {
      const profiles = await this.receptionists.voiceProfiles(receptionistIds, SANDBOX_PREFIX);
      const rules = await this.assistants.rulesOf(profiles.map((profile) => profile.assistantId));
      return profiles.map((profile) => ({ ...profile, rules: rules.get(profile.assistantId) ?? null }));
    } catch (error) {
      // Our team pasted a sandbox-looking id onto another receptionist: it has to be changed there first.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw appError(CALLS_ERRORS.SANDBOX_ID_TAKEN);
      throw error;
    }
  }
}
