import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AssistantInstructions, CallRules } from '../voice-platform';

/**
 * The sandbox platform's store of its assistants' instructions (the table `sandbox_assistants`): what the worker applies
 * there, the api's test calls and the scheduler's calls follow.
 */
@Injectable()
export class SandboxAssistants {
  constructor(private readonly em: EntityManager) {}

  /** Keeps the instructions unless the assistant already has a newer version's; the same version again is applied again. */
  async keep(assistantId: string, instructions: AssistantInstructions): Promise<'applied' | 'newer-kept'> {
    const rows = await this.em.getConnection().execute<unknown[]>(
      `insert into sandbox_assistants as a (assistant_id, version, instructions, applied_at) values (?, ?, ?::jsonb, now())
       on conflict (assistant_id) do update set version = excluded.version, instructions = excluded.instructions, applied_at = now()
         where a.version <= excluded.version
       returning 1`,
      [assistantId, instructions.version, JSON.stringify(instructions)],
    );
    return rows.length > 0 ? 'applied' : 'newer-kept';
  }

  /** The call rules each of these assistants was last given; an assistant never given any is missing. */
  async rulesOf(assistantIds: string[]): Promise<Map<string, CallRules>> {
    if (assistantIds.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ assistant_id: string; rules: CallRules | null }[]>(
        `select assistant_id, instructions -> 'callRules' as rules from sandbox_assistants where assistant_id in (?)`,
        [assistantIds],
      );
    return new Map(rows.filter((row) => row.rules !== null).map((row) => [row.assistant_id, row.rules as CallRules]));
  }
}
