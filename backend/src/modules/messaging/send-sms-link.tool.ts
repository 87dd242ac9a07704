import { Inject, Injectable } from '@nestjs/common';
import type { VoiceTool, VoiceToolAnswer, VoiceToolContext } from '../calls/voice-tools';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { SMS_GATEWAY, type SmsGateway } from './gateways/sms-gateway';
import { TEXT_REFUSALS } from './messaging.errors';
import { TextsService } from './texts.service';

/** E.164: a plus, a country code and at most 15 digits. */
const E164 = /^\+[1-9]\d{7,14}$/;

const refused = (said: string, summary: string): VoiceToolAnswer => ({ ok: false, said, summary: `Refused: ${summary}` });

/** "A", "A or B", "A, B or C": the links the assistant can offer, as it says them. */
function spoken(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Link names as the caller or the model says them: case and spacing aside. */
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** A number as the model may write it ("+1 (415) 555-0123"), without its spacing and punctuation. */
const compact = (value: string) => value.replace(/[\s().-]/g, '');

/**
 * `send_sms_link` (docs/voice-platforms.md#texts): texts the caller one of the links of the receptionist's settings,
 * by name. Only to the number that called (docs/voice-platforms.md#texts), never to one that sent STOP, and within
 * the plan's texts per period; the text is written with its outbox job in the tool call's transaction, so a retried
 * tool call texts once, and the worker sends it.
 */
@Injectable()
export class SendSmsLinkTool implements VoiceTool {
  readonly name = 'send_sms_link';
  readonly action = 'texted' as const;
  readonly description =
    "Text the caller one of the business's links (a booking page, directions, a form) by its name, to the number they are calling from. Use it when the caller asks for a link or agrees to get one by text.";
  readonly parameters = {
    type: 'object' as const,
    properties: {
      link: { type: 'string', description: "The link's name, as the business named it" },
      to: { type: 'string', description: "The caller's number in E.164 (+14155550123); leave it out to use the number they are calling from" },
    },
    required: ['link'],
  };

  constructor(
    private readonly settings: ReceptionistSettingsService,
    private readonly texts: TextsService,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
  ) {}

  async run(args: Record<string, unknown>, context: VoiceToolContext): Promise<VoiceToolAnswer> {
    const { receptionist, tx } = context;
    const links = (await this.settings.rulesOf(receptionist.id, tx))?.links ?? [];
    if (links.length === 0) return refused(TEXT_REFUSALS.noLinks, 'this receptionist has no links to text');
    const names = spoken(links.map((link) => link.name));
    const asked = typeof args.link === 'string' ? args.link.trim().slice(0, 100) : '';
    if (!asked) return refused(TEXT_REFUSALS.whichLink(names), 'no link was named');
    const link = links.find((candidate) => sameName(candidate.name, asked));
    if (!link) return refused(TEXT_REFUSALS.unknownLink(asked, names), `there is no link called ${asked}`);

    const caller = context.callerNumber;
    if (args.to !== undefined && args.to !== null && typeof args.to !== 'string') return refused(TEXT_REFUSALS.malformedNumber, 'the number was not text');
    const to = typeof args.to === 'string' && args.to.trim() ? compact(args.to) : caller;
    if (to === null) return refused(TEXT_REFUSALS.noNumber, 'the caller’s number is withheld');
    if (!E164.test(to)) return refused(TEXT_REFUSALS.malformedNumber, `${to.slice(0, 20)} is not a phone number`);
    if (caller === null) return refused(TEXT_REFUSALS.noNumber, 'the caller’s number is withheld');
    if (to !== caller) return refused(TEXT_REFUSALS.notTheCaller, `texts go only to the caller’s number, not ${to}`);

    const { outcome, allowance } = await this.texts.queue(
      tx,
      {
        userId: receptionist.userId,
        receptionistId: receptionist.id,
        platformCallId: context.platformCallId,
        toolCallId: context.toolCallId,
        to,
        body: `${receptionist.name}: here is the ${link.name} link you asked for: ${link.url}\nReply STOP to stop texts.`,
        linkName: link.name,
      },
      context.now,
      this.gateway.senderNumber,
    );
    const ending = to.slice(-4);
    if (outcome === 'opted_out') return refused(TEXT_REFUSALS.optedOut, `the number ending ${ending} opted out of texts (STOP)`);
    if (outcome === 'allowance_used') return refused(TEXT_REFUSALS.allowanceUsed, `the plan's ${allowance} texts this period are used`);
    return {
      ok: true,
      said: `I've texted the ${link.name} link to the number ending ${ending}.`,
      summary: `Texted the ${link.name} link to the number ending ${ending}`,
    };
  }
}
