// The query plans of the back office's lists and the customer's call log: the list services of the production build
// are called with a connection that records the SQL they send, and each statement is run again under EXPLAIN (ANALYZE,
// BUFFERS). So the plans are those of the statements the API runs, not of a copy of them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'backend', 'package.json'));
const DIST = join(ROOT, 'backend', 'dist');

export async function openListPlans(databaseUrl) {
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { createOrmConfig } = require(join(DIST, 'database', 'mikro-orm.config.js'));
  const { AdminUsersService } = require(join(DIST, 'modules', 'admin', 'admin-users.service.js'));
  const { AdminRecordsService } = require(join(DIST, 'modules', 'admin', 'admin-records.service.js'));
  const { ReceptionistsService } = require(join(DIST, 'modules', 'receptionists', 'receptionists.service.js'));
  const { CallsService } = require(join(DIST, 'modules', 'calls', 'calls.service.js'));
  const { CustomerPlans } = require(join(DIST, 'modules', 'billing', 'customer-plans.js'));
  const { CallUsageService } = require(join(DIST, 'modules', 'calls', 'call-usage.service.js'));
  const orm = await MikroORM.init(createOrmConfig({ url: String(databaseUrl) }));
  // The list methods read through the EntityManager, the receptionists service (timelines, over-limit marks),
  // billing's plans and calls' usage; the services' other collaborators stay unset (each constructor's arguments, in order).
  const receptionists = (em) => new ReceptionistsService(em, undefined, new CustomerPlans(em));
  const records = (em) => new AdminRecordsService(em, undefined, receptionists(em));
  // The users list also reads each row's calls this period (issue 18).
  const usage = (em) => new CallUsageService(em, new CustomerPlans(em), receptionists(em));
  const users = (em) => new AdminUsersService(em, undefined, undefined, new CustomerPlans(em), undefined, receptionists(em), undefined, usage(em));
  const lists = {
    '/api/admin/users': (em, query) => users(em).list(query),
    '/api/admin/support-requests': (em, query) => records(em).supportRequests(query),
    '/api/admin/contact-messages': (em, query) => records(em).contactMessages(query),
    '/api/admin/receptionists': (em, query) => records(em).receptionistList(query),
    '/api/admin/subscription-activities': (em, query) => records(em).activities(query),
    '/api/admin/calls': (em, query) => new CallsService(em).adminList(query),
    // The customer's own log: the same list narrowed to their calls.
    '/api/calls': (em, query, userId) => new CallsService(em).list(userId, query),
  };

  return {
    /** The SQL statements behind `GET path?query` (as customer `userId` for their own lists), each with its plan's lines. */
    async explain(path, query, userId) {
      const em = orm.em.fork();
      const connection = em.getConnection();
      const statements = [];
      const execute = connection.execute;
      connection.execute = function (sql, params = [], ...rest) {
        if (typeof sql === 'string') statements.push({ sql, params });
        return execute.call(this, sql, params, ...rest);
      };
      try {
        await lists[path](em, { page: 1, pageSize: 50, ...query }, userId);
      } finally {
        connection.execute = execute;
      }
      const plans = [];
      for (const { sql, params } of statements) {
        const rows = await connection.execute(`explain (analyze, buffers) ${sql}`, params);
        plans.push({ sql, lines: rows.map((row) => row['QUERY PLAN']) });
      }
      return plans;
    },
    close: () => orm.close(true),
  };
}

/** A plan in a few lines: its nodes with actual times and rows (no estimates), the top buffers, the execution time. */
export function abridgePlan(lines) {
  return lines
    .filter(
      (line, index) =>
        index === 0 || line.includes('->') || /^\s*(InitPlan|SubPlan)|^Execution Time/.test(line) || (index === 1 && line.trim().startsWith('Buffers')),
    )
    .map((line) => line.replace(/\s*\(cost=[^)]*\)/, ''));
}
