import { EntityManager } from '@mikro-orm/postgresql';
import { type TestApp } from './test-app';

export interface Owners {
  userIds: number[];
  /** Their payment provider customer ids: the sandbox's objects belong to these. */
  providerCustomerIds: string[];
  contactMessageIds: number[];
}

type Row = Record<string, unknown>;

/** The tables with a `user_id`/`actor_id` column, read once per database: the schema does not change under a test. */
const perUserColumns = new WeakMap<object, Promise<{ table_name: string; column_name: string }[]>>();

/**
 * Every stored row that belongs to each group of users or that they wrote, as one comparable value per group: equal
 * before and after a request proves the request changed nothing of theirs. Tables are found by their
 * `user_id`/`actor_id` columns, so a new table of per-user data is covered without being listed; sessions are left out
 * (reading one refreshes it). Each table is read once for every group, and the tables at once.
 */
export async function ownedRows<K extends string>(app: TestApp, groups: Record<K, Owners>): Promise<Record<K, Record<string, unknown[]>>> {
  const connection = app.get(EntityManager).fork().getConnection();
  const query = (sql: string, params: unknown[]) => connection.execute<Row[]>(sql, params);
  const keys = Object.keys(groups) as K[];
  const all = <T>(pick: (owners: Owners) => T[], none: T) => {
    const values = keys.flatMap((key) => pick(groups[key]));
    return values.length > 0 ? values : [none];
  };
  const userIds = all((owners) => owners.userIds, 0);
  const customers = all((owners) => owners.providerCustomerIds, '');
  const messages = all((owners) => owners.contactMessageIds, 0);
  if (!perUserColumns.has(app))
    perUserColumns.set(
      app,
      query(
        "select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('user_id', 'actor_id') order by 1, 2",
        [],
      ) as Promise<{ table_name: string; column_name: string }[]>,
    );
  const columns = (await perUserColumns.get(app)!).filter(({ table_name: table }) => table !== 'user_sessions');

  const [users, sandboxObjects, contactMessages, receptionists, versions, statusChanges, ...perUser] = await Promise.all([
    query('select * from users where id in (?) order by id', [userIds]),
    query("select * from sandbox_objects where id in (?) or data->>'customer' in (?) order by id", [customers, customers]),
    query('select * from contact_messages where id in (?) order by id', [messages]),
    query('select id, user_id from receptionists where user_id in (?)', [userIds]),
    query('select * from receptionist_settings_versions where receptionist_id in (select id from receptionists where user_id in (?)) order by id', [userIds]),
    query('select * from receptionist_status_changes where receptionist_id in (select id from receptionists where user_id in (?)) order by id', [userIds]),
    ...columns.map(({ table_name: table, column_name: column }) => query(`select * from "${table}" where "${column}" in (?) order by 1`, [userIds])),
  ]);
  const receptionistOwner = new Map(receptionists.map((row) => [row.id, row.user_id]));

  const result = {} as Record<K, Record<string, unknown[]>>;
  for (const key of keys) {
    const owners = groups[key];
    const mine = (value: unknown) => owners.userIds.includes(value as number);
    const viaReceptionist = (rows: Row[]) => rows.filter((row) => mine(receptionistOwner.get(row.receptionist_id)));
    const objectCustomer = (row: Row) => (row.data as { customer?: string } | null)?.customer;
    const rows: Record<string, unknown[]> = {
      users: users.filter((row) => mine(row.id)),
      sandbox_objects: sandboxObjects.filter(
        (row) => owners.providerCustomerIds.includes(row.id as string) || owners.providerCustomerIds.includes(objectCustomer(row) as string),
      ),
      contact_messages: contactMessages.filter((row) => owners.contactMessageIds.includes(row.id as number)),
      receptionist_settings_versions: viaReceptionist(versions),
      receptionist_status_changes: viaReceptionist(statusChanges),
    };
    columns.forEach(({ table_name: table, column_name: column }, index) => {
      rows[`${table}.${column}`] = perUser[index].filter((row) => mine(row[column]));
    });
    result[key] = rows;
  }
  return result;
}
