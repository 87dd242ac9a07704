import { assistantInstructions } from './assistant-instructions';
import { defaultSettings, type ReceptionistSettings } from './receptionist-settings';

const now = new Date('2026-12-01T15:00:00Z');
const base = (): ReceptionistSettings => defaultSettings('Harbor Dental', 'Dental care at 12 Main Street.', 'America/New_York');
const build = (settings: ReceptionistSettings) => assistantInstructions(settings, { businessName: 'Harbor Dental', version: 4, now, tools: [] });

describe('assistant instructions', () => {
  it('greets with the business’s greeting and tells the assistant its hours, in its zone, with the clock the platform fills in', () => {
    const settings = { ...base(), hours: { ...base().hours, overrides: [{ from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' }] } };
    const instructions = build(settings);
    expect(instructions.version).toBe(4);
    expect(instructions.firstMessage).toBe('{% raw %}Thank you for calling Harbor Dental. How can I help you today?{% endraw %}');
    expect(instructions.systemPrompt).toContain("## Opening hours (the business's time zone, America/New_York)\nMonday: 9:00 AM–5:00 PM");
    expect(instructions.systemPrompt).toContain('Sunday: closed');
    expect(instructions.systemPrompt).toContain('- {% raw %}Dec 24–26, 2026 (Christmas): closed{% endraw %}');
    expect(instructions.systemPrompt).toContain('{{ "now" | date: "%A, %B %-d, %Y, %-I:%M %p", "America/New_York" }}');
    expect(instructions.systemPrompt).toContain('Dental care at 12 Main Street.');
    expect(instructions.systemPrompt).toMatch(/\(Settings version 4, 2026-12-01\.\)$/);
  });

  it('says the business’s own words and never lets them run as template code', () => {
    const settings = { ...base(), answers: [{ question: 'Price of {{secret}}?', answer: 'Ask us. {% endraw %}{{ customer.number }}' }] };
    const { systemPrompt } = build(settings);
    expect(systemPrompt).toContain('Question: {% raw %}Price of {{secret}}?{% endraw %}\nAnswer: {% raw %}Ask us. {{ customer.number }}{% endraw %}');
  });

  it('lists the people to put through with when and what for, skips those set to never, and says what happens when nobody answers', () => {
    const settings: ReceptionistSettings = {
      ...base(),
      transfers: [
        { name: 'Dr. Patel', number: '+14155550101', when: 'open', askFor: 'billing' },
        { name: 'Sam', number: '+14155550102', when: 'never', askFor: '' },
        { name: 'Night nurse', number: '+14155550103', when: 'always', askFor: 'emergencies' },
      ],
      transferFallback: 'end',
    };
    const instructions = build(settings);
    expect(instructions.transferDestinations).toEqual([
      {
        number: '+14155550101',
        description: 'Dr. Patel, only while the business is open, for: billing',
        message: "One moment, I'm putting you through to Dr. Patel.",
      },
      { number: '+14155550103', description: 'Night nurse, at any hour, for: emergencies', message: "One moment, I'm putting you through to Night nurse." },
    ]);
    expect(instructions.systemPrompt).not.toContain('Sam');
    expect(instructions.systemPrompt).toContain('If nobody answers, say that nobody is free to take the call right now and end the call politely.');
  });

  it('takes a message when nobody can be put through', () => {
    expect(build(base()).systemPrompt).toContain('Nobody can be put through: take a message instead.');
    expect(build(base()).transferDestinations).toEqual([]);
  });

  it('puts VIPs through to the first person who takes calls and turns blocked callers away, by the caller’s number', () => {
    const settings: ReceptionistSettings = {
      ...base(),
      transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'open', askFor: '' }],
      vipCallers: [{ number: '+14155550199', label: 'Landlord' }],
      blockedCallers: [{ number: '+14155550666', label: 'Spam' }],
    };
    const { systemPrompt } = build(settings);
    expect(systemPrompt).toContain("The caller's number is {{customer.number}}.");
    expect(systemPrompt).toContain('VIP callers, put through at once at any hour to Dr. Patel (+14155550101): +14155550199.');
    expect(systemPrompt).toContain('say "Sorry, we can\'t take this call." and end the call: +14155550666.');
  });

  it('follows the after-hours choice, adding the on-call number to the destinations', () => {
    expect(build(base()).systemPrompt).toContain(
      '## When the business is closed\nTell the caller the business is closed, say when it opens next, and take a message.',
    );
    const announce = build({ ...base(), afterHours: { action: 'announce', transferTo: '' } });
    expect(announce.systemPrompt).toContain('Do not take a message.');
    const onCall = build({ ...base(), afterHours: { action: 'transfer', transferTo: '+14155550177' } });
    expect(onCall.systemPrompt).toContain('put them through to the on-call number (+14155550177).');
    expect(onCall.transferDestinations).toEqual([
      {
        number: '+14155550177',
        description: 'The on-call number, when the business is closed',
        message: "One moment, I'm putting you through to our on-call line.",
      },
    ]);
  });

  it('gives the same instructions for the same settings and day', () => {
    expect(build(base())).toEqual(build(base()));
  });

  it('tells the assistant how to book, what it may text, and to ask transfer_call first, when it has those tools', () => {
    const tool = (name: string) => ({ name, description: '', parameters: { type: 'object' as const, properties: {} } });
    const settings: ReceptionistSettings = {
      ...defaultSettings('Harbor Dental', '', 'America/New_York'),
      transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'open', askFor: '' }],
      booking: { enabled: true, types: [{ name: 'Cleaning', minutes: 45 }], bufferMinutes: 0, minNoticeMinutes: 60, maxDaysAhead: 30 },
      links: [{ name: 'Directions', url: 'https://maps.example.com/harbor' }],
    };
    const withTools = assistantInstructions(settings, {
      businessName: 'Harbor Dental',
      version: 4,
      now,
      tools: ['book_appointment', 'check_availability', 'send_sms_link', 'transfer_call'].map(tool),
    });
    expect(withTools.tools.map((entry) => entry.name)).toEqual(['book_appointment', 'check_availability', 'send_sms_link', 'transfer_call']);
    expect(withTools.systemPrompt).toContain(
      '## Appointments\nYou book, move and cancel appointments with your tools. The kinds you book: {% raw %}Cleaning{% endraw %} (45 minutes).',
    );
    expect(withTools.systemPrompt).toContain('## Links you can text the caller\n- {% raw %}Directions{% endraw %}');
    expect(withTools.systemPrompt).not.toContain('https://maps.example.com');
    expect(withTools.systemPrompt).toContain('call transfer_call with what they asked for');

    const off = assistantInstructions(
      { ...settings, booking: { ...settings.booking, enabled: false } },
      { businessName: 'Harbor Dental', version: 4, now, tools: [tool('book_appointment')] },
    );
    expect(off.systemPrompt).toContain('You do not book appointments on this line');
    const none = build(settings);
    expect(none.systemPrompt).not.toContain('## Appointments');
    expect(none.systemPrompt).not.toContain('## Links');
    expect(none.systemPrompt).toContain("Use the transfer tool with the person's number.");
  });
});
