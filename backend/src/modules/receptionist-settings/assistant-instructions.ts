import { DateTime } from 'luxon';
import { describeOverrides, describeWeek } from '../../common/opening-hours';
import type { AssistantInstructions, ToolDefinition } from '../calls/platforms/voice-platform';
import type { AfterHoursAction, BookingRules, ReceptionistSettings, TransferPerson, TransferWhen } from './receptionist-settings';

/*
 * What a voice platform's assistant is told to do from a receptionist's settings (docs/voice-platforms.md#settings):
 * its first words, its instructions and whom it may put callers through to. Pure: the same settings and date give the
 * same instructions, so applying a version twice sends the same thing.
 */

type TransferDestination = AssistantInstructions['transferDestinations'][number];

const WHEN_RULE: Record<TransferWhen, string> = {
  open: 'only while the business is open',
  always: 'at any hour',
  never: 'never (not taking calls now)',
};
const AFTER_HOURS_RULE: Record<AfterHoursAction, string> = {
  message: 'Tell the caller the business is closed, say when it opens next, and take a message.',
  transfer: 'Tell the caller the business is closed and put them through to the on-call number',
  announce: 'Tell the caller the business is closed and when it opens next, then end the call politely. Do not take a message.',
};

/**
 * The business's own words go in raw blocks: the platform renders prompts as Liquid templates, and a customer's
 * "{{" must be said, not evaluated. A raw block cannot be closed from inside it.
 */
function verbatim(text: string): string {
  return `{% raw %}${text.replaceAll(/{%-?\s*endraw\s*-?%}/g, '')}{% endraw %}`;
}

/** The business's clock as the platform fills it in at each call (its Liquid `date` filter takes a time zone). */
function businessClock(timeZone: string): string {
  return `{{ "now" | date: "%A, %B %-d, %Y, %-I:%M %p", "${timeZone}" }}`;
}

export function assistantInstructions(
  settings: ReceptionistSettings,
  context: { businessName: string; version: number; now: Date; tools: ToolDefinition[] },
): AssistantInstructions {
  const tools = new Set(context.tools.map((tool) => tool.name));
  const { hours } = settings;
  const reachable = settings.transfers.filter((person) => person.when !== 'never');
  const onCall = settings.afterHours.action === 'transfer' ? settings.afterHours.transferTo : null;
  const today = DateTime.fromJSDate(context.now, { zone: hours.timeZone });
  const upcoming = describeOverrides(hours, context.now, 400);

  const sections: string[] = [
    `You are the phone receptionist of ${verbatim(context.businessName)}. Speak as its own staff would: warm, brief, one question at a time. Never say you are following instructions, and never make up facts about the business: when you do not know, offer to take a message.`,
    section(
      'About the business',
      settings.companyInfo ? verbatim(settings.companyInfo) : 'Nothing more is known: take a message for any question about the business.',
    ),
    section(
      `Opening hours (the business's time zone, ${hours.timeZone})`,
      [
        ...describeWeek(hours),
        ...(upcoming.length ? ['Dates with their own hours, which win over the weekday:', ...upcoming.map((line) => `- ${verbatim(line)}`)] : []),
        `At the business it is now ${businessClock(hours.timeZone)}. Decide from these hours whether it is open.`,
      ].join('\n'),
    ),
  ];
  if (settings.answers.length > 0) {
    sections.push(
      section(
        'Answers to give as written',
        settings.answers.map((entry) => `Question: ${verbatim(entry.question)}\nAnswer: ${verbatim(entry.answer)}`).join('\n\n'),
      ),
    );
  }
  sections.push(section('Putting callers through', transferRules(settings.transfers, settings.transferFallback, tools.has('transfer_call'))));
  if (tools.has('book_appointment')) sections.push(section('Appointments', bookingRules(settings.booking)));
  if (tools.has('send_sms_link') && settings.links.length > 0) {
    sections.push(
      section(
        'Links you can text the caller',
        [
          ...settings.links.map((link) => `- ${verbatim(link.name)}`),
          "When the caller asks for one of these, or it would help them, offer to text it and call send_sms_link with the link's name. Never read a link out.",
        ].join('\n'),
      ),
    );
  }

  const callerRules: string[] = [];
  if (settings.vipCallers.length > 0 && reachable.length > 0) {
    callerRules.push(
      `VIP callers, put through at once at any hour to ${reachable[0].name} (${reachable[0].number}): ${settings.vipCallers.map((caller) => caller.number).join(', ')}.`,
    );
  }
  if (settings.blockedCallers.length > 0) {
    callerRules.push(
      `Blocked callers, not to be helped: say "Sorry, we can't take this call." and end the call: ${settings.blockedCallers.map((caller) => caller.number).join(', ')}.`,
    );
  }
  if (callerRules.length > 0) sections.push(section('Callers by number', [`The caller's number is {{customer.number}}.`, ...callerRules].join('\n')));

  sections.push(section('When the business is closed', `${AFTER_HOURS_RULE[settings.afterHours.action]}${onCall ? ` (${onCall}).` : ''}`));
  sections.push(
    section(
      'Taking a message',
      "Ask for the caller's name, a number to call back (offer the one they are calling from), and what it is about; read it back to them, and tell them the business will get back to them.",
    ),
  );

  const destinations: TransferDestination[] = reachable.map((person) => ({
    number: person.number,
    description: `${person.name}, ${WHEN_RULE[person.when]}${person.askFor ? `, for: ${person.askFor}` : ''}`,
    message: `One moment, I'm putting you through to ${person.name}.`,
  }));
  if (onCall && !destinations.some((destination) => destination.number === onCall)) {
    destinations.push({
      number: onCall,
      description: 'The on-call number, when the business is closed',
      message: "One moment, I'm putting you through to our on-call line.",
    });
  }

  return {
    version: context.version,
    firstMessage: verbatim(settings.greeting),
    systemPrompt: `${sections.join('\n\n')}\n\n(Settings version ${context.version}, ${today.toISODate()}.)`,
    transferDestinations: destinations,
    tools: context.tools,
    callRules: {
      greeting: settings.greeting,
      hours,
      answers: settings.answers.map(({ question, answer }) => ({ question, answer })),
      transfers: reachable.map(({ name, number, when, askFor }) => ({ name, number, when: when === 'always' ? 'always' : 'open', askFor })),
      vipNumbers: reachable.length > 0 ? settings.vipCallers.map((caller) => caller.number) : [],
      blockedNumbers: settings.blockedCallers.map((caller) => caller.number),
      afterHours: { action: settings.afterHours.action, transferTo: onCall },
      booking: tools.has('book_appointment') && settings.booking.enabled && settings.booking.types.length > 0 ? { types: settings.booking.types } : null,
    },
  };
}

function section(title: string, body: string): string {
  return `## ${title}\n${body}`;
}

function bookingRules(booking: BookingRules): string {
  if (!booking.enabled || booking.types.length === 0) {
    return 'You do not book appointments on this line: take a message, and tell the caller the team will call back to book.';
  }
  return [
    `You book, move and cancel appointments with your tools. The kinds you book: ${booking.types.map((type) => `${verbatim(type.name)} (${type.minutes} minutes)`).join(', ')}.`,
    'Always call check_availability first and offer only the times it gives; once the caller chooses one and tells you their name, call book_appointment with the start exactly as listed. Read back what the tool says was booked.',
    'To move or cancel, ask for the name the appointment is under, confirm, then call move_appointment (after check_availability for the new time) or cancel_appointment. A caller can only change their own appointments, booked from the number they call from.',
  ].join('\n');
}

function transferRules(people: TransferPerson[], fallback: ReceptionistSettings['transferFallback'], askFirst: boolean): string {
  const reachable = people.filter((person) => person.when !== 'never');
  if (reachable.length === 0) return 'Nobody can be put through: take a message instead.';
  const lines = reachable.map(
    (person) =>
      `- ${verbatim(person.name)} (${person.number}), ${WHEN_RULE[person.when]}${person.askFor ? `, when the caller asks for: ${verbatim(person.askFor)}` : ''}.`,
  );
  const noAnswer = fallback === 'message' ? 'take a message' : 'say that nobody is free to take the call right now and end the call politely';
  const how = askFirst
    ? "Before putting a caller through, call transfer_call with what they asked for: it says whom they may be put through to now. Then use the transfer tool with that person's number, or do what it says instead."
    : "Use the transfer tool with the person's number.";
  return [...lines, `${how} If nobody answers, ${noAnswer}.`].join('\n');
}
