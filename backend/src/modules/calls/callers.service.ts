import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { E164_PATTERN } from '../receptionists/ai-phone-numbers';
import { CALLS_ERRORS } from './calls.errors';
import type { CallerDto } from './dto/call.dto';

/**
 * SQL for the name a call's caller is shown by (docs/product.md#callers): the one the owner gave the number, else the
 * latest one the number's calls revealed (the report's callerName), down calls_user_caller_started_index; `call` is an
 * alias of calls.
 */
export const callerNameSql = (call: string) => `coalesce(
    (select n.name from caller_names n where n.user_id = ${call}.user_id and n.number = ${call}.caller_number),
    (select x.caller_name from calls x where x.user_id = ${call}.user_id and x.caller_number = ${call}.caller_number and x.caller_name is not null
      order by x.started_at desc limit 1))`;

/**
 * The customer's callers (docs/product.md#callers): each number their calls came from, read from the calls, with the
 * name the owner gave it (caller_names). A number is a caller as long as one of the customer's calls came from it.
 */
@Injectable()
export class CallersService {
  constructor(private readonly em: EntityManager) {}

  async caller(userId: number, number: string): Promise<CallerDto> {
    if (!E164_PATTERN.test(number)) throw appError(CALLS_ERRORS.INVALID_CALLER_NUMBER);
    type CallerRow = { callCount: number; firstCallAt: Date | string | null; lastCallAt: Date | string | null; name: string | null; givenName: string | null };
    const [row] = await this.em.getConnection().execute<CallerRow[]>(
      `select count(c.id)::int as "callCount", min(c.started_at) as "firstCallAt", max(c.started_at) as "lastCallAt", ${callerNameSql('k')} as name,
          (select n.name from caller_names n where n.user_id = k.user_id and n.number = k.caller_number) as "givenName"
        from (select ?::int as user_id, ?::text as caller_number) k left join calls c on c.user_id = k.user_id and c.caller_number = k.caller_number
        group by k.user_id, k.caller_number`,
      [userId, number],
    );
    if (!row.callCount || !row.firstCallAt || !row.lastCallAt) throw appError(CALLS_ERRORS.CALLER_NOT_FOUND);
    const { name, givenName, callCount } = row;
    return { number, name, givenName, callCount, firstCallAt: new Date(row.firstCallAt), lastCallAt: new Date(row.lastCallAt) };
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
