import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { type CallText, CallerTexts } from './caller-texts';
import type { ToolCall, ToolCallRequest, ToolCallResult, VoicePlatformName } from './platforms/voice-platform';
import { type CallAction, type VoiceToolAnswer, type VoiceToolContext, VoiceTools } from './voice-tools';

/** What the assistant hears when we cannot act (docs/voice-platforms.md#tools): said as is to the caller. */
export const TOOL_REFUSALS = {
  notInService: "I can't do that on this line right now. I can take a message and someone will get back to you.",
  unknownTool: "I can't do that on this line. I can take a message and someone will get back to you.",
  failed: "Sorry, I couldn't do that just now. I can take a message and someone will get back to you.",
} as const;

/**
 * Runs the tools an assistant asks for during a call (docs/voice-platforms.md#tools), one at a time in the order asked,
 * each in a transaction that first claims its tool call id: a retried or concurrent delivery of the same id waits for
 * the first, then gets its stored result, so the work is done once. A tool that throws is answered with an apology and
 * nothing is kept, so a retry tries again.
 */
@Injectable()
export class VoiceToolCallsService {
  private readonly logger = new Logger(VoiceToolCallsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly tools: VoiceTools,
    private readonly texts: CallerTexts,
  ) {}

  async answer(platform: VoicePlatformName, request: ToolCallRequest): Promise<ToolCallResult[]> {
    const em = this.em.fork();
    const receptionist = await this.receptionists.findByVoiceLink(em, request.assistantId, request.phoneNumberId);
    const results: ToolCallResult[] = [];
    for (const call of request.calls) {
      results.push({ toolCallId: call.id, result: await this.answerOne(em, platform, request, receptionist, call) });
    }
    return results;
  }

  private async answerOne(
    em: EntityManager,
    platform: VoicePlatformName,
    request: ToolCallRequest,
    receptionist: { id: number; userId: number; name: string } | null,
    call: ToolCall,
  ): Promise<string> {
    try {
      return await em.transactional(async (tx) => {
        const connection = tx.getConnection();
        const claimed = await connection.execute<{ id: number }[]>(
          `insert into voice_tool_calls (platform, tool_call_id, platform_call_id, receptionist_id, name, arguments, ok, result, summary)
           values (?, ?, ?, ?, ?, ?::jsonb, false, '', '') on conflict (platform, tool_call_id) do nothing returning id`,
          [platform, call.id, request.platformCallId, receptionist?.id ?? null, call.name, JSON.stringify(call.arguments)],
          'all',
          tx.getTransactionContext(),
        );
        if (claimed.length === 0) {
          const [done] = await connection.execute<{ result: string }[]>(
            'select result from voice_tool_calls where platform = ? and tool_call_id = ?',
            [platform, call.id],
            'all',
            tx.getTransactionContext(),
          );
          return done?.result ?? TOOL_REFUSALS.failed;
        }
        const answer = await this.run(call, {
          receptionist,
          platformCallId: request.platformCallId,
          toolCallId: call.id,
          callerNumber: request.callerNumber,
          tx,
        });
        const action = answer.ok ? (this.tools.find(call.name)?.action ?? null) : null;
        await connection.execute(
          'update voice_tool_calls set ok = ?, result = ?, summary = ?, action = ? where id = ?',
          [answer.ok, answer.said, (answer.summary ?? answer.said).slice(0, 300), action, claimed[0].id],
          'run',
          tx.getTransactionContext(),
        );
        return answer.said;
      });
    } catch (error) {
      this.logger.error(`${call.name} failed on call ${request.platformCallId}: ${error instanceof Error ? error.stack : String(error)}`);
      return TOOL_REFUSALS.failed;
    }
  }

  private run(
    call: ToolCall,
    context: Omit<VoiceToolContext, 'receptionist' | 'now'> & { receptionist: VoiceToolContext['receptionist'] | null },
  ): Promise<VoiceToolAnswer> | VoiceToolAnswer {
    const { receptionist } = context;
    if (!receptionist) return { ok: false, said: TOOL_REFUSALS.notInService, summary: 'Refused: no receptionist answers this assistant' };
    const tool = this.tools.find(call.name);
    if (!tool) return { ok: false, said: TOOL_REFUSALS.unknownTool, summary: `Refused: there is no tool called ${call.name}` };
    return tool.run(call.arguments, { ...context, receptionist, now: new Date() });
  }

  /** What the receptionist did with its tools on one of the customer's calls, in order, each text with where it is. */
  async ofCall({ userId, platform, platformCallId }: { userId: number | null; platform: string; platformCallId: string }): Promise<CallActionItem[]> {
    const [rows, texts] = await Promise.all([
      this.em.getConnection().execute<{ toolCallId: string; tool: string; action: CallAction | null; ok: boolean; summary: string; at: Date | string }[]>(
        `select tool_call_id as "toolCallId", name as tool, action, ok, summary, created_at as at
            from voice_tool_calls where platform = ? and platform_call_id = ? order by id`,
        [platform, platformCallId],
      ),
      userId === null ? [] : this.texts.ofCall(userId, platformCallId),
    ]);
    return rows.map(({ toolCallId, ...row }) => {
      const text = texts.find((sent) => sent.toolCallId === toolCallId);
      return {
        ...row,
        at: new Date(row.at),
        text: text ? { toNumber: text.toNumber, status: text.status, errorCode: text.errorCode, updatedAt: text.updatedAt } : null,
      };
    });
  }
}

/** One tool call as the call's page shows it. */
export interface CallActionItem {
  tool: string;
  action: CallAction | null;
  ok: boolean;
  summary: string;
  at: Date;
  /** The text it sent, with where it is now; null when it sent none. */
  text: Omit<CallText, 'toolCallId'> | null;
}
