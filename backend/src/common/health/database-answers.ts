import type { EntityManager } from '@mikro-orm/postgresql';
import { withTimeout } from '../async/with-timeout';

/** Whether PostgreSQL answers a trivial query within `timeoutMs`: what the api's and the worker's readiness ask. */
export async function databaseAnswers(em: EntityManager, timeoutMs = 2000): Promise<boolean> {
  try {
    await withTimeout(em.getConnection().execute('select 1'), timeoutMs, 'the database');
    return true;
  } catch {
    return false;
  }
}
