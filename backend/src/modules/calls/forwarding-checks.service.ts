import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { ThrottledException } from '../../common/errors/throttled.exception';
import { Row } from '../../database/row-fields';
import type { ReceptionistLine, VoiceLinkedReceptionist } from '../receptionists/receptionists.service';
import { appConfig, AppConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { forwardingCheckTeamMail } from './calls.mails';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { CALLS_ERRORS } from './calls.errors';
import { ForwardingCheckDto } from './dto/forwarding-check.dto';
import type { ForwardingCheckStatus } from './forwarding-check.entity';
import { PlatformRefusedCall, VOICE_PLATFORM, type VoicePlatform, type VoicePlatformMessage } from './platforms/voice-platform';

/** A check still calling after this found nothing: the call went unanswered or never came back. */
const CHECK_MINUTES = 3;
const CHECKS_PER_HOUR = 5;
const FIRST_MESSAGE = 'This is a call forwarding check from AI Receptionists. There is nothing you need to do: you can hang up.';

/** What the platform's call ending means for the customer, by Vapi's `endedReason` (the sandbox uses the same words). */
const NOT_REACHED: Record<string, string> = {
  'customer-did-not-answer': 'Your business line did not answer and did not forward the call.',
  'customer-busy': 'Your business line was busy and did not forward the call.',
  voicemail: 'The call reached a voicemail, not your receptionist.',
};

/**
 * "Call me to check" (docs/product.md#call-me-to-check): the platform calls the business line from the receptionist's
 * own line. Forwarding works when that call comes back to the receptionist: a call to it from its own AI number while
 * the check runs. The check's own call is not a call the receptionist answered; it only ends the check.
 */
@Injectable()
export class ForwardingChecksService {
  private readonly logger = new Logger(ForwardingChecksService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly mail: MailService,
    @Inject(VOICE_PLATFORM) private readonly platform: VoicePlatform,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Starts a check of the owner's live receptionist: one at a time, five an hour. Answers it calling, or failed. */
  async start(owner: { id: number }, receptionistId: number, requestedBy: { id: number }): Promise<ForwardingCheckDto> {
    const line = await this.receptionists.lineOf(receptionistId);
    if (!line || line.userId !== owner.id) throw appError(CALLS_ERRORS.RECEPTIONIST_NOT_FOUND);
    if (line.status !== 'active' || !line.aiPhoneNumber || !line.assistantId || !line.phoneNumberId) {
      throw appError({ ...CALLS_ERRORS.CHECK_NEEDS_LIVE, message: `Call me to check works once ${line.name} is live: we e-mail you the moment it is.` });
    }
    const to = businessLineE164(line.phoneNumber);
    if (!to) throw appError(CALLS_ERRORS.CHECK_NEEDS_BUSINESS_NUMBER);
    const id = await this.em.fork().transactional(async (tx) => {
      const run = (sql: string, params: unknown[]) => tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
      // Checks of one receptionist queue on its row, so two presses cannot both pass the counts below.
      await run('select 1 from receptionists where id = ? for no key update', [receptionistId]);
      const [counts] = await run(
        `select count(*) filter (where status = 'calling' and created_at > now() - make_interval(mins => ?))::int as calling,
           count(*) filter (where created_at > now() - interval '1 hour')::int as recent,
           extract(epoch from min(created_at) filter (where created_at > now() - interval '1 hour') + interval '1 hour' - now())::float as "waitSeconds"
         from forwarding_checks where receptionist_id = ?`,
        [CHECK_MINUTES, receptionistId],
      );
      if ((counts.recent as number) >= CHECKS_PER_HOUR) throw new ThrottledException(CALLS_ERRORS.CHECKS_THROTTLED, counts.waitSeconds as number);
      if ((counts.calling as number) > 0) throw appError(CALLS_ERRORS.CHECK_IN_PROGRESS);
      const [row] = await run('insert into forwarding_checks (receptionist_id, user_id, requested_by_id, platform) values (?, ?, ?, ?) returning id', [
        receptionistId,
        line.userId,
        requestedBy.id,
        this.platform.name,
      ]);
      return row.id as number;
    });
    try {
      const { platformCallId } = await this.platform.placeCall({
        name: `Forwarding check ${id}`,
        assistantId: line.assistantId,
        phoneNumberId: line.phoneNumberId,
        to,
        firstMessage: FIRST_MESSAGE,
        maxDurationSeconds: 60,
      });
      await this.em.getConnection().execute('update forwarding_checks set platform_call_id = ? where id = ?', [platformCallId, id]);
    } catch (error) {
      const detail = error instanceof PlatformRefusedCall ? error.message : 'The call could not be placed. Please try again later.';
      if (!(error instanceof PlatformRefusedCall)) this.logger.error(`forwarding check ${id}: ${(error as Error).stack ?? String(error)}`);
      await this.em.fork().transactional(async (tx) => {
        await this.finish(tx, id, 'failed', detail.slice(0, 200));
        this.tellTeam(tx, line, 'failed', detail);
      });
    }
    return this.view(id);
  }

  /** The latest check of each of the owner's receptionists. */
  async latest(ownerId: number): Promise<ForwardingCheckDto[]> {
    const rows = await this.em
      .getConnection()
      .execute<Row[]>('select distinct on (receptionist_id) * from forwarding_checks where user_id = ? order by receptionist_id, created_at desc, id desc', [
        ownerId,
      ]);
    return rows.map(ForwardingCheckDto.of);
  }

  /** A receptionist's checks, newest first (the back office). */
  async ofReceptionist(receptionistId: number, limit = 10): Promise<ForwardingCheckDto[]> {
    const rows = await this.em
      .getConnection()
      .execute<Row[]>('select * from forwarding_checks where receptionist_id = ? order by created_at desc, id desc limit ?', [receptionistId, limit]);
    return rows.map(ForwardingCheckDto.of);
  }

  /**
   * What a platform message means for the checks, in the worker's transaction: `own` for the check's own call (its end
   * ends the check, not reached unless its call came back first; it is not written as a call), `reached` for the call
   * that came back through forwarding (the caller writes it as a test call), null for any other call.
   */
  async applyMessage(
    tx: EntityManager,
    platform: string,
    message: VoicePlatformMessage,
    receptionist: VoiceLinkedReceptionist | null,
  ): Promise<'own' | 'reached' | null> {
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute<Row[]>(sql, params, 'all', tx.getTransactionContext());
    const { call } = message;
    const [own] = await run('select id from forwarding_checks where platform = ? and platform_call_id = ? for update', [platform, call.platformCallId]);
    if (own) {
      if (message.type === 'end-of-call-report' || call.status === 'ended') {
        const detail =
          NOT_REACHED[call.endedReason ?? ''] ?? `The call ended without reaching your receptionist${call.endedReason ? ` (${call.endedReason})` : ''}.`;
        const ended = await run(
          `update forwarding_checks set status = 'not_reached', detail = ?, finished_at = now() where id = ? and status = 'calling' returning receptionist_id`,
          [detail, own.id],
        );
        const line = ended.length > 0 ? await this.receptionists.lineOf(ended[0].receptionist_id as number) : null;
        if (line) this.tellTeam(tx, line, 'not_reached', detail);
      }
      return 'own';
    }
    if (!receptionist || !call.callerNumber) return null;
    // Almost every call comes while no check of its receptionist is under way: one indexed read decides, no line read.
    const [recent] = await run(`select 1 from forwarding_checks where receptionist_id = ? and created_at > now() - make_interval(mins => ?) limit 1`, [
      receptionist.id,
      CHECK_MINUTES + 2,
    ]);
    if (!recent) return null;
    const line = await this.receptionists.lineOf(receptionist.id);
    if (!line) return null;
    if (call.callerNumber === businessLineE164(line.phoneNumber)) {
      // The check's own call (it dials the business line) may report before start() stored its id: try again shortly.
      const [waiting] = await run(
        `select 1 from forwarding_checks where receptionist_id = ? and status = 'calling' and platform_call_id is null and created_at > now() - interval '1 minute'`,
        [receptionist.id],
      );
      if (waiting) throw new Error(`a forwarding check's call reported before its id was stored; retried`);
    }
    if (!line.aiPhoneNumber || call.callerNumber !== line.aiPhoneNumber) return null;
    // Its own number calling it: the check's call, forwarded back. A late "not reached" gives way to it.
    const reached = await run(
      `update forwarding_checks set status = 'reached', detail = null, finished_at = coalesce(finished_at, now())
       where id = (select id from forwarding_checks where receptionist_id = ? and status in ('calling', 'not_reached')
                   and created_at > now() - make_interval(mins => ?) order by created_at desc, id desc limit 1)
       returning id`,
      [receptionist.id, CHECK_MINUTES + 2],
    );
    return reached.length > 0 ? 'reached' : null;
  }

  /** Ends the checks calling since before `now` − 3 minutes (ForwardingCheckTimeoutsJob, every minute); answers how many. */
  async expire(now = new Date()): Promise<number> {
    const detail = 'No call came back to your receptionist within 3 minutes.';
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx
        .getConnection()
        .execute<Row[]>(
          `update forwarding_checks set status = 'not_reached', detail = ?, finished_at = ? where status = 'calling' and created_at < ? returning receptionist_id`,
          [detail, now, new Date(now.getTime() - CHECK_MINUTES * 60_000)],
          'all',
          tx.getTransactionContext(),
        );
      for (const row of rows) {
        const line = await this.receptionists.lineOf(row.receptionist_id as number);
        if (line) this.tellTeam(tx, line, 'not_reached', detail);
      }
      return rows.length;
    });
  }

  /** Our team hears of a check that did not come through, in the transaction that ends it (docs/product.md#our-team-hears-of-everything). */
  private tellTeam(tx: EntityManager, line: ReceptionistLine, outcome: 'not_reached' | 'failed', detail: string): void {
    this.mail.queueToTeam(tx, forwardingCheckTeamMail(line, outcome, detail, this.app.appUrl));
  }

  private async view(id: number): Promise<ForwardingCheckDto> {
    const [row] = await this.em.getConnection().execute<Row[]>('select * from forwarding_checks where id = ?', [id]);
    return ForwardingCheckDto.of(row);
  }

  private async finish(tx: EntityManager, id: number, status: ForwardingCheckStatus, detail: string): Promise<void> {
    await tx
      .getConnection()
      .execute(
        'update forwarding_checks set status = ?, detail = ?, finished_at = now() where id = ?',
        [status, detail, id],
        'all',
        tx.getTransactionContext(),
      );
  }
}

/** The business line as the platform dials it: E.164, a ten-digit US number given +1; null when it is not a whole number. */
export function businessLineE164(phoneNumber: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  const e164 = phoneNumber.trim().startsWith('+')
    ? `+${digits}`
    : digits.length === 10
      ? `+1${digits}`
      : digits.length === 11 && digits.startsWith('1')
        ? `+${digits}`
        : null;
  return e164 && /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : null;
}
