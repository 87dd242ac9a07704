import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

import type { ToolDefinition } from './platforms/voice-platform';

/** What a tool call did, as the call log filters by it and the call's page says it (docs/voice-platforms.md#tools). */
export const CALL_ACTIONS = ['booked', 'moved', 'cancelled', 'texted', 'transferred'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** Whose line the call is on and who is calling, for a tool to act within. */
export interface VoiceToolContext {
  receptionist: { id: number; userId: number; name: string };
  platformCallId: string;
  /** The platform's id of this tool call, for what the tool writes to name it (a text shown beside it). */
  toolCallId: string;
  /** E.164 as the platform reported it; null for a withheld number. */
  callerNumber: string | null;
  /**
   * The transaction the tool call is recorded in: what a tool writes in it happens once, however often the platform
   * delivers the call, and not at all when the tool fails.
   */
  tx: EntityManager;
  now: Date;
}

/** What a tool came to: done or refused, in words the assistant reads to the caller. */
export interface VoiceToolAnswer {
  ok: boolean;
  said: string;
  /** What the call's page shows of it ("Booked Cleaning on Tue 3 Dec, 9:00 AM"); `said` when absent. */
  summary?: string;
}

/**
 * One thing a receptionist can do during a call through our server (docs/voice-platforms.md#tools). A feature module
 * registers its tools with VoiceTools when it starts; calls runs them and never imports the features.
 */
export interface VoiceTool extends ToolDefinition {
  /** What a call that ran it successfully did (booking, texting…); none for a tool that only looks something up. */
  action?: CallAction;
  /** Checks its own arguments: bad ones get a refusal the assistant can say, never an exception. */
  run(args: Record<string, unknown>, context: VoiceToolContext): Promise<VoiceToolAnswer>;
}

/** The tools our server runs during calls, by name: one registry per process, filled by the modules that own them. */
@Injectable()
export class VoiceTools {
  private readonly tools = new Map<string, VoiceTool>();

  register(...tools: VoiceTool[]): void {
    for (const tool of tools) {
      if (this.tools.has(tool.name)) throw new Error(`The voice tool ${tool.name} is registered twice`);
      this.tools.set(tool.name, tool);
    }
  }

  find(name: string): VoiceTool | undefined {
    return this.tools.get(name);
  }

  /** Every tool's definition, in name order: what an assistant is given to call (the platform's function tools). */
  definitions(): ToolDefinition[] {
    return [...this.tools.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ name, description, parameters }) => ({ name, description, parameters }));
  }
}
