import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { E164_PATTERN } from '../receptionists/ai-phone-numbers';
import { CALLS_ERRORS } from './calls.errors';
import type { CallerDto } from './dto/call.dto';

/**
 * The customer's callers (docs/product.md#callers): each number their calls came from, read from the calls, with the
 * name the owner gave it (caller_names). A number is a caller as long as one of the customer's calls came from it.
 */
@Injectable()
export class CallersService {
  constructor(private readonly em: EntityManager) {}

  async caller(userId: number, number: string): Promise<CallerDto> {
    if (!E164_PATTERN.test(number)) throw appError(CALLS_ERRORS.INVALID_CALLER_NUMBER);
    const [row] = await this.em
      .getConnection()
      .execute<{ callCount: number; firstCallAt: Date | string | null; lastCallAt: Date | string | null; name: string | null }[]>(
        `select count(*)::int as "callCount", min(c.started_at) as "firstCallAt", max(c.started_at) as "lastCallAt",
          (select n.name from caller_names n where n.user_id = ? and n.number = ?) as name
        from calls c where c.user_id = ? and c.caller_number = ?`,
        [userId, number, userId, number],
      );
    if (!row.callCount || !row.firstCallAt || !row.lastCallAt) throw appError(CALLS_ERRORS.CALLER_NOT_FOUND);
    return { number, name: row.name, callCount: row.callCount, firstCallAt: new Date(row.firstCallAt), lastCallAt: new Date(row.lastCallAt) };
  }

  /** Names one of the customer's callers; a blank name forgets the one given. */
  async rename(userId: number, number: string, name: string | null): Promise<CallerDto> {
    await this.caller(userId, number);
    const given = name?.trim();
    const connection = this.em.getConnection();
    if (given)
      await connection.execute(
        `insert into caller_names (user_id, number, name) values (?, ?, ?) on conflict (user_id, number) do update set name = excluded.name, updated_at = now()`,
        [userId, number, given],
      );
    else await connection.execute('delete from caller_names where user_id = ? and number = ?', [userId, number]);
    return this.caller(userId, number);
  }
}
