import { EntityManager } from '@mikro-orm/postgresql';
import { type TestApp } from './test-app';

export interface Owners {
  userIds: number[];
  /** Their payment provider customer ids: the sandbox's objects belong to these. */
  providerCustomerIds: string[];
  contactMessageIds: number[];
}

/**
 * Every stored row that belongs to these users or that they wrote, as one comparable value: equal before and after a
 * request proves the request changed nothing of theirs. Tables are found by their `user_id`/`actor_id` columns, so a
 * new table of per-user data is covered without being listed; sessions are left out (reading one refreshes it).
 */
export async function ownedRows(app: TestApp, owners: Owners): Promise<Record<string, unknown[]>> {
  const connection = app.get(EntityManager).fork().getConnection();
  const query = (sql: string, params: unknown[]) => connection.execute<unknown[]>(sql, params);
  const ids = owners.userIds.length > 0 ? owners.userIds : [0];
  const customers = owners.providerCustomerIds.length > 0 ? owners.providerCustomerIds : [''];

  const rows: Record<string, unknown[]> = {
    users: await query('select * from users where id in (?) order by id', [ids]),
    sandbox_objects: await query("select * from sandbox_objects where id in (?) or data->>'customer' in (?) order by id", [customers, customers]),
    contact_messages: await query('select * from contact_messages where id in (?) order by id', [
      owners.contactMessageIds.length > 0 ? owners.contactMessageIds : [0],
    ]),
    receptionist_settings_versions: await query(
      'select * from receptionist_settings_versions where receptionist_id in (select id from receptionists where user_id in (?)) order by id',
      [ids],
    ),
    receptionist_status_changes: await query(
      'select * from receptionist_status_changes where receptionist_id in (select id from receptionists where user_id in (?)) order by id',
      [ids],
    ),
  };
  const columns = await query(
    "select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('user_id', 'actor_id') order by 1, 2",
    [],
  );
  for (const { table_name: table, column_name: column } of columns as { table_name: string; column_name: string }[]) {
    if (table === 'user_sessions') continue;
    rows[`${table}.${column}`] = await query(`select * from "${table}" where "${column}" in (?) order by 1`, [ids]);
  }
  return rows;
}
