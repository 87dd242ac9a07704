import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FollowUpsService } from './follow-ups.service';

/** A receptionist our team has just linked to the platform's assistant or phone number. */
export interface NewVoiceLink {
  receptionistId: number;
  userId: number;
  name: string;
  assistantId: string | null;
  phoneNumberId: string | null;
}

/**
 * Reports that arrived before our team linked their assistant are kept unmatched; linking it brings them to the
 * customer, as a new report would (with its follow-up). A call already matched keeps its customer.
 */
@Injectable()
export class UnmatchedCalls {
  constructor(private readonly followUps: FollowUpsService) {}

  /** In the caller's transaction, with the link; answers how many calls it brought to the customer. */
  async claimFor(tx: EntityManager, link: NewVoiceLink): Promise<number> {
    if (!link.assistantId && !link.phoneNumberId) return 0;
    const rows = await tx.getConnection().execute<{ id: number }[]>(
      `update calls set user_id = ?, receptionist_id = ?, receptionist_name = ?, updated_at = now()
       where user_id is null and (assistant_id = ? or phone_number_id = ?) returning id`,
      [link.userId, link.receptionistId, link.name, link.assistantId, link.phoneNumberId],
      'all',
      tx.getTransactionContext(),
    );
    // Their reports came before the customer did: what they left to do is the customer's now.
    await this.followUps.recordFor(
      tx,
      rows.map((row) => row.id),
    );
    return rows.length;
  }
}
