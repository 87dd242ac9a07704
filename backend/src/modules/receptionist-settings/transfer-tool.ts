import type { EntityManager } from '@mikro-orm/postgresql';
import { statusAt } from '../../common/opening-hours';
import type { VoiceTool } from '../calls/voice-tools';
import type { ReceptionistSettings, TransferPerson } from './receptionist-settings';

/**
 * `transfer_call` (docs/voice-platforms.md#tools): who the caller may be put through to at this moment, by the
 * business's transfer rules: the person they asked for if that person takes calls now, else the first who does; after
 * hours the on-call number when the settings say so; otherwise the fallback (take a message, or end the call).
 */
export function transferTool(settingsOf: (receptionistId: number, tx: EntityManager) => Promise<ReceptionistSettings | null>): VoiceTool {
  return {
    name: 'transfer_call',
    action: 'transferred',
    description:
      'Ask who the caller may be put through to right now, before transferring them. Say who or what they asked for. Then transfer to the number it gives with the transfer tool, or do what it says instead.',
    parameters: {
      type: 'object',
      properties: { askedFor: { type: 'string', description: 'The person or the kind of help the caller asked for, in their words' } },
    },
    run: async (args, context) => {
      const settings = await settingsOf(context.receptionist.id, context.tx);
      if (!settings) return { ok: false, said: fallback('message'), summary: 'No transfer: no settings' };
      const open = statusAt(settings.hours, context.now).open;
      const asked = typeof args.askedFor === 'string' ? args.askedFor.trim().toLowerCase().slice(0, 200) : '';
      const available = settings.transfers.filter((person) => person.when === 'always' || (person.when === 'open' && open));
      const person = (asked && available.find((candidate) => matches(candidate, asked))) || available[0];
      if (person) {
        return {
          ok: true,
          said: `Put the caller through to ${person.name} at ${person.number} now with the transfer tool. If nobody answers: ${fallback(settings.transferFallback)}`,
          summary: `Put through to ${person.name} (${person.number})`,
        };
      }
      if (!open && settings.afterHours.action === 'transfer' && settings.afterHours.transferTo) {
        return {
          ok: true,
          said: `We're closed: put the caller through to the on-call number ${settings.afterHours.transferTo} now with the transfer tool.`,
          summary: `Put through to the on-call number ${settings.afterHours.transferTo}`,
        };
      }
      return { ok: false, said: `Nobody can take calls right now. ${fallback(settings.transferFallback)}`, summary: 'No transfer: nobody takes calls now' };
    },
  };
}

function matches(person: TransferPerson, asked: string): boolean {
  const name = person.name.toLowerCase();
  return name.includes(asked) || asked.includes(name) || person.askFor.toLowerCase().includes(asked);
}

function fallback(action: 'message' | 'end'): string {
  return action === 'message'
    ? 'Take a message: their name, number and what it is about, and say someone will call back.'
    : 'Say that nobody is free to take the call, and end the call politely.';
}
