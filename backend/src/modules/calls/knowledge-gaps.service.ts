import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import type { User } from '../users/user.entity';
import type { KnowledgeGapDto } from './dto/knowledge-gap.dto';
import { KNOWLEDGE_GAPS_ERRORS } from './knowledge-gaps.errors';
import { questionKey } from './platforms/voice-platform';

/** How many questions the "To answer" list shows, newest first. */
export const KNOWLEDGE_GAPS_LISTED = 100;

/** How a question leaves the list: answered by a settings version, or dismissed. */
export type KnowledgeGapResolution = { state: 'answered'; version: number } | { state: 'dismissed' };

/** A receptionist's questions first asked on a digest's day and still open. */
export interface DayKnowledgeGaps {
  receptionistId: number;
  receptionistName: string;
  questions: number;
}

/**
 * The questions callers asked that receptionists could not answer (docs/product.md#knowledge-gaps): recorded with each
 * call's report, listed per receptionist with the calls that asked the same question as one line, and settled (answered
 * or dismissed) for all of them at once. Callers check the receptionist is the viewer's first (receptionist-settings).
 */
@Injectable()
export class KnowledgeGapsService {
  constructor(private readonly em: EntityManager) {}

  /**
   * In the transaction that applied a report to the call: its questions, once per call (a redelivered or late report
   * finds them taken), for a matched call that is not a test and whose content retention has not removed.
   */
  async recordAsked(tx: EntityManager, callId: number, questions: string[] | null | undefined): Promise<void> {
    if (!questions?.length) return;
    const asked = JSON.stringify(questions.map((question) => ({ question, key: questionKey(question) })));
    await run(
      tx,
      `insert into knowledge_gaps (user_id, receptionist_id, call_id, question, question_key, asked_at)
        select c.user_id, c.receptionist_id, c.id, q.question, q.key, c.started_at
        from calls c, jsonb_to_recordset(?::jsonb) as q(question text, key text)
        where c.id = ? and c.user_id is not null and c.receptionist_id is not null and not c.is_test and c.content_removed_at is null
        on conflict (call_id, question_key) do nothing`,
      [asked, callId],
    );
  }

  /** The receptionist's open questions, newest first: each as its latest call asked it, with how many calls did. */
  async listOpen(receptionistId: number): Promise<KnowledgeGapDto[]> {
    const rows = await run<KnowledgeGapDto>(
      this.em,
      `select g.id, g.question, g.asked_at as "askedAt", o.times as "timesAsked", g.call_id as "callId"
        from (select (array_agg(id order by asked_at desc, id desc))[1] as id, count(*)::int as times
              from knowledge_gaps where receptionist_id = ? and state = 'open' group by question_key) o
        join knowledge_gaps g on g.id = o.id
        order by g.asked_at desc, g.id desc limit ${KNOWLEDGE_GAPS_LISTED}`,
      [receptionistId],
    );
    return rows.map((row) => ({ ...row, askedAt: new Date(row.askedAt) }));
  }

  /** The open question `gapId` of the receptionist; 404 when it has none such, 409 when it was settled. */
  async openQuestion(em: EntityManager, receptionistId: number, gapId: number): Promise<string> {
    const [gap] = await run<{ question: string; state: string }>(em, 'select question, state from knowledge_gaps where id = ? and receptionist_id = ?', [
      gapId,
      receptionistId,
    ]);
    if (!gap) throw appError(KNOWLEDGE_GAPS_ERRORS.NOT_FOUND);
    if (gap.state !== 'open') throw appError(KNOWLEDGE_GAPS_ERRORS.RESOLVED);
    return gap.question;
  }

  /** Settles the question in `tx`, for every call that asked it: refused like openQuestion when it is not open (any more). */
  async resolve(tx: EntityManager, receptionistId: number, gapId: number, resolution: KnowledgeGapResolution, actor: Pick<User, 'id'>): Promise<void> {
    const settled = await run(
      tx,
      `update knowledge_gaps set state = ?, answered_version = ?, resolved_at = now(), resolved_by_id = ?
        where receptionist_id = ? and state = 'open'
          and question_key = (select question_key from knowledge_gaps where id = ? and receptionist_id = ? and state = 'open')
        returning id`,
      [resolution.state, resolution.state === 'answered' ? resolution.version : null, actor.id, receptionistId, gapId, receptionistId],
    );
    if (settled.length > 0) return;
    await this.openQuestion(tx, receptionistId, gapId);
    throw appError(KNOWLEDGE_GAPS_ERRORS.RESOLVED); // settled by another request between the two statements
  }

  /** Dismisses the question in a transaction of its own. */
  async dismiss(receptionistId: number, gapId: number, actor: Pick<User, 'id'>): Promise<void> {
    await this.em.fork().transactional((tx) => this.resolve(tx, receptionistId, gapId, { state: 'dismissed' }, actor));
  }

  /** How many open questions each of the customer's receptionists has (those with none are left out). */
  async openCounts(userId: number): Promise<Map<number, number>> {
    const rows = await run<{ receptionistId: number; questions: number }>(
      this.em,
      `select receptionist_id as "receptionistId", count(distinct question_key)::int as questions
        from knowledge_gaps where user_id = ? and state = 'open' group by receptionist_id`,
      [userId],
    );
    return new Map(rows.map((row) => [row.receptionistId, row.questions]));
  }

  /** The customer's questions asked by calls started in [from, to) and still open, per receptionist in id order. */
  async openAskedBetween(em: EntityManager, userId: number, from: Date, to: Date): Promise<DayKnowledgeGaps[]> {
    return run<DayKnowledgeGaps>(
      em,
      `select g.receptionist_id as "receptionistId", max(c.receptionist_name) as "receptionistName", count(distinct g.question_key)::int as questions
        from knowledge_gaps g join calls c on c.id = g.call_id
        where g.user_id = ? and g.asked_at >= ? and g.asked_at < ? and g.state = 'open'
        group by g.receptionist_id order by g.receptionist_id`,
      [userId, from, to],
    );
  }
}

function run<T = Record<string, unknown>>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}
