import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VoiceLinkedReceptionist } from '../receptionists/receptionists.service';
import { countedCallSql } from './call-metering';
import type { VoicePlatformMessage, VoicePlatformName } from './platforms/voice-platform';

/**
 * Whether the incoming message's facts come first: an end-of-call report over anything but a later report (its facts
 * are final), and a status update over an earlier status update while no report has arrived. The losing side only
 * fills what the winner does not know, so duplicates, late and out-of-order messages all end in the same row.
 */
const INCOMING_WINS = `((excluded.reported_at is not null and (c.reported_at is null or excluded.facts_sent_at > c.facts_sent_at))
  or (excluded.reported_at is null and c.reported_at is null and excluded.facts_sent_at > c.facts_sent_at))`;

const merged = (column: string) =>
  `case when ${INCOMING_WINS} then coalesce(excluded.${column}, c.${column}) else coalesce(c.${column}, excluded.${column}) end`;
/** Content removed by retention stays removed, whatever a late delivery carries. */
const mergedContent = (column: string) => `case when c.content_removed_at is not null then null else ${merged(column)} end`;

const FACT_COLUMNS = ['assistant_id', 'phone_number_id', 'ended_at', 'caller_number', 'caller_name', 'outcome', 'ended_reason', 'language'];
const CONTENT_COLUMNS = ['summary', 'transcript', 'recording_ref'];

const UPSERT = `insert into calls as c (user_id, receptionist_id, receptionist_name, platform, platform_call_id, assistant_id, phone_number_id, status,
    started_at, ended_at, caller_number, caller_name, outcome, ended_reason, summary, transcript, recording_ref, language, is_test, facts_sent_at, reported_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, coalesce(?::timestamptz, ?::timestamptz), ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?)
  on conflict (platform, platform_call_id) do update set
    ${[...FACT_COLUMNS.map((column) => `${column} = ${merged(column)}`), ...CONTENT_COLUMNS.map((column) => `${column} = ${mergedContent(column)}`)].join(',\n    ')},
    -- A message without the call's start time inserted its own send time: only a message that knows better replaces it.
    started_at = case when ${INCOMING_WINS} and ?::timestamptz is not null then excluded.started_at else c.started_at end,
    status = case when c.status = 'ended' or excluded.status = 'ended' then 'ended' else 'in_progress' end,
    is_test = c.is_test or excluded.is_test,
    -- A call recorded unmatched finds its receptionist once one is linked; a matched call keeps its customer.
    user_id = case when c.user_id is null then excluded.user_id else c.user_id end,
    receptionist_id = case when c.user_id is null then excluded.receptionist_id else c.receptionist_id end,
    receptionist_name = case when c.user_id is null then excluded.receptionist_name else c.receptionist_name end,
    facts_sent_at = case when ${INCOMING_WINS} then excluded.facts_sent_at else c.facts_sent_at end,
    reported_at = coalesce(c.reported_at, excluded.reported_at),
    updated_at = now()
  returning id`;

/** The call a message was applied to: its customer (null while unmatched) and whether it counts against their plan now. */
export interface AppliedCall {
  id: number;
  userId: number | null;
  counted: boolean;
}

/** One platform message applied to its call's row: inserted, or merged into what earlier messages said. */
@Injectable()
export class CallFactsWriter {
  /** Runs in the caller's transaction; concurrent writers of one call queue on its row and each merges the other's result. */
  async apply(
    tx: EntityManager,
    platform: VoicePlatformName,
    message: VoicePlatformMessage,
    receptionist: VoiceLinkedReceptionist | null,
  ): Promise<AppliedCall> {
    const { call } = message;
    const run = (sql: string, params: unknown[]) => tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
    const startedAt = call.startedAt ?? null;
    const [{ id }] = await run(UPSERT, [
      receptionist?.userId ?? null,
      receptionist?.id ?? null,
      receptionist?.name ?? null,
      platform,
      call.platformCallId,
      call.assistantId ?? null,
      call.phoneNumberId ?? null,
      call.status ?? 'in_progress',
      startedAt,
      message.sentAt,
      call.endedAt ?? null,
      call.callerNumber ?? null,
      call.callerName ?? null,
      call.outcome ?? null,
      call.endedReason ?? null,
      call.summary ?? null,
      call.transcript ? JSON.stringify(call.transcript) : null,
      call.recordingRef ?? null,
      call.language ?? null,
      call.isTest ?? false,
      message.sentAt,
      message.type === 'end-of-call-report' ? new Date() : null,
      startedAt,
    ]);
    // A span no call lasts (negative, or over a day: the two ends may come from different messages) is an unknown
    // duration, never a number; decades of seconds would overflow the int and fail the message for ever.
    const [{ userId, counted }] = await run(
      `update calls set duration_seconds = case when ended_at - started_at between interval '0' and interval '1 day'
        then round(extract(epoch from ended_at - started_at))::int end where id = ? returning user_id as "userId", ${countedCallSql('calls')} as counted`,
      [id],
    );
    return { id, userId, counted };
  }
}
