import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import type { CallRules, IncomingCall, IncomingCallAnswer } from './platforms/voice-platform';

/** What a refused call hears, in place of the AI. */
export const BLOCKED_CALL_SENTENCE = "Sorry, we can't take this call.";
export const NOT_IN_SERVICE_SENTENCE = 'Sorry, this number is not taking calls right now.';

/**
 * Screens incoming calls before an assistant answers them (docs/voice-platforms.md#screening), by the rules of the
 * settings version last applied to it: a blocked number is refused with one sentence, a VIP is put straight through,
 * anyone else is answered by the receptionist's assistant. The settings module keeps the rules as it applies a version.
 */
@Injectable()
export class CallScreeningService {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
  ) {}

  /** In `tx`: the rules of `version` for the assistant, unless it has a newer version's already. */
  async keep(tx: EntityManager, assistantId: string, version: number, rules: Pick<CallRules, 'blockedNumbers' | 'vipNumbers' | 'transfers'>): Promise<void> {
    const first = rules.transfers[0];
    const vipTransfer = rules.vipNumbers.length > 0 && first ? { name: first.name, number: first.number } : null;
    await tx.getConnection().execute(
      `insert into call_screening_rules as r (assistant_id, version, blocked_numbers, vip_numbers, vip_transfer, updated_at)
       values (?, ?, array(select jsonb_array_elements_text(?::jsonb)), array(select jsonb_array_elements_text(?::jsonb)), ?::jsonb, now())
       on conflict (assistant_id) do update set version = excluded.version, blocked_numbers = excluded.blocked_numbers,
         vip_numbers = excluded.vip_numbers, vip_transfer = excluded.vip_transfer, updated_at = now()
       where r.version <= excluded.version`,
      // Lists go as JSON: the driver would spread an array into separate parameters.
      [assistantId, version, JSON.stringify(rules.blockedNumbers), JSON.stringify(rules.vipNumbers), vipTransfer && JSON.stringify(vipTransfer)],
      'run',
      tx.getTransactionContext(),
    );
  }

  /** What becomes of a call to the number: refused when no receptionist answers it, else as its assistant's rules say. */
  async answer(call: IncomingCall): Promise<IncomingCallAnswer> {
    const em = this.em.fork();
    const receptionist = call.phoneNumberId ? await this.receptionists.findByVoiceLink(em, null, call.phoneNumberId) : null;
    const assistantId = receptionist?.assistantId;
    if (!assistantId) return { action: 'refuse', message: NOT_IN_SERVICE_SENTENCE };
    const [rules] = await em
      .getConnection()
      .execute<{ blocked_numbers: string[]; vip_numbers: string[]; vip_transfer: { name: string; number: string } | null }[]>(
        'select blocked_numbers, vip_numbers, vip_transfer from call_screening_rules where assistant_id = ?',
        [assistantId],
      );
    const caller = call.callerNumber;
    if (rules && caller && rules.blocked_numbers.includes(caller)) return { action: 'refuse', message: BLOCKED_CALL_SENTENCE };
    if (rules?.vip_transfer && caller && rules.vip_numbers.includes(caller)) {
      return { action: 'transfer', number: rules.vip_transfer.number, message: `One moment, I'm putting you through to ${rules.vip_transfer.name}.` };
    }
    return { action: 'assistant', assistantId };
  }
}
