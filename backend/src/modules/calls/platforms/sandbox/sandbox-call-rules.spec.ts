import { DEFAULT_OPENING_HOURS, WEEKDAYS, type OpeningHours } from '../../../../common/opening-hours';
import type { CallRules } from '../voice-platform';
import { type SandboxReceptionist, type SimulatedCall, simulateCall } from './sandbox-call-generator';
import { PHRASEBOOKS } from './sandbox-phrasebook';
import { vapiMessages } from './sandbox-vapi-messages';

// Tuesday, Nov 24, 2026, 7:30 AM in Los Angeles (UTC-8): before the default 9-to-5 opens.
const EARLY = new Date('2026-11-24T15:30:00Z');
// The same day at 10:30 AM there: open.
const OPEN = new Date('2026-11-24T18:30:00Z');
const ZONE = 'America/Los_Angeles';
const GREETING = 'Harbor Dental, this is Sam. How can I help?';

/** Open every hour of every day, so only the other rules decide. */
const ALWAYS_OPEN: OpeningHours = {
  timeZone: ZONE,
  weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start: '00:00', end: '24:00' }]])) as OpeningHours['weekly'],
  overrides: [],
};

const rules = (overrides: Partial<CallRules> = {}): CallRules => ({
  greeting: GREETING,
  hours: DEFAULT_OPENING_HOURS(ZONE),
  answers: [],
  transfers: [{ name: 'Dr. Patel', number: '+14155550101', when: 'open', askFor: 'billing' }],
  vipNumbers: [],
  blockedNumbers: [],
  afterHours: { action: 'message', transferTo: null },
  ...overrides,
});

const receptionist = (callRules: CallRules | null): SandboxReceptionist => ({
  id: 7,
  name: 'Front desk',
  companyName: 'Harbor Dental',
  companyInfo: 'A family dental practice.',
  businessHours: '',
  languages: ['English', 'Spanish'],
  aiPhoneNumber: '+14155550134',
  assistantId: 'sandbox-assistant-7',
  phoneNumberId: 'sandbox-number-7',
  rules: callRules,
});

const calls = (callRules: CallRules | null, endedAt: Date, count = 300, isTest = false): SimulatedCall[] =>
  Array.from({ length: count }, (_, index) => simulateCall(receptionist(callRules), { endedAt, seed: `rules:${index}`, isTest }));

const NOISE = ['spam', 'hang_up', 'failed'];
const spoken = (call: SimulatedCall) => call.transcript.map((turn) => turn.text).join('\n');

describe('sandbox calls that follow their assistant’s rules', () => {
  it('plays the same call from the same seed, with the business’s own greeting', () => {
    const [call] = calls(rules({ hours: ALWAYS_OPEN }), OPEN, 1);
    expect(simulateCall(receptionist(rules({ hours: ALWAYS_OPEN })), { endedAt: OPEN, seed: 'rules:0' })).toEqual(call);
    expect(call.transcript[0]).toMatchObject({ speaker: 'receptionist', text: GREETING });
  });

  it('books through the tools when the business books and the caller wants an appointment, and only then', () => {
    const booking = {
      types: [
        { name: 'Cleaning', minutes: 45 },
        { name: 'Check-up', minutes: 30 },
      ],
    };
    const wanting = calls(rules({ hours: ALWAYS_OPEN, booking }), OPEN).filter((call) => call.outcome === 'appointment_booked');
    expect(wanting.length).toBeGreaterThan(30);
    for (const call of wanting) {
      expect(['Cleaning', 'Check-up']).toContain(call.booking?.appointmentType);
      expect(call.booking?.callerName).toBeTruthy();
      expect(spoken(call)).toContain(`I'd like to book a ${call.booking?.appointmentType.toLowerCase()}`);
    }
    // Told of in the past: the soonest opening from the next day in the business's hours, under the caller's one name.
    const past = calls(rules({ booking }), OPEN).filter((call) => call.booking);
    expect(past.length).toBeGreaterThan(10);
    for (const call of past) {
      expect(call.callerName).toBe(call.booking?.callerName);
      expect(call.summary).toBe(`${call.callerName} booked a ${call.booking?.appointmentType.toLowerCase()} for Wednesday, November 25 at 9:00 AM.`);
      expect(spoken(call)).toContain(`The name is ${call.callerName}.`);
    }
    // Rules kept before booking existed, or a business that does not book: no tools, a message to call back and book.
    for (const played of [calls(rules({ hours: ALWAYS_OPEN }), OPEN), calls(rules({ hours: ALWAYS_OPEN, booking: null }), OPEN)]) {
      expect(played.some((call) => call.booking || call.outcome === 'appointment_booked')).toBe(false);
      const asked = played.filter((call) => spoken(call).includes("I can't book appointments on this line"));
      expect(asked.length).toBeGreaterThan(30);
      for (const call of asked) {
        expect(call.outcome).toBe('message_taken');
        expect(spoken(call)).toMatch(/I'd like to book (a cleaning|a check-up), please\./);
        expect(call.summary).toContain(`${call.callerName} wanted to book`);
      }
    }
  });

  it('takes a message on every conversation while closed, saying when the business opens again', () => {
    const closed = calls(rules(), EARLY).filter((call) => !NOISE.includes(call.outcome));
    expect(closed.length).toBeGreaterThan(150);
    for (const call of closed) {
      expect(call.outcome).toBe('message_taken');
      expect(spoken(call)).toContain("We're closed right now, and we open again at 9:00 AM.");
      expect(call.language).toBe('en-US');
    }
  });

  it('says the holiday’s name on a date closed for it, for our team’s test calls too', () => {
    const holiday = { ...DEFAULT_OPENING_HOURS(ZONE), overrides: [{ from: '2026-11-24', to: '2026-11-24', ranges: [], label: 'Staff day' }] };
    for (const call of calls(rules({ hours: holiday }), OPEN, 50, true)) {
      expect(call.outcome).toBe('message_taken');
      expect(spoken(call)).toContain("We're closed today for Staff day, and we open again tomorrow at 9:00 AM.");
    }
  });

  it('puts closed-hours callers through to the on-call number, or says the hours and ends, as set', () => {
    const onCall = calls(rules({ afterHours: { action: 'transfer', transferTo: '+14155550199' } }), EARLY).filter((call) => !NOISE.includes(call.outcome));
    expect(new Set(onCall.map((call) => call.outcome))).toEqual(new Set(['transferred']));
    expect(spoken(onCall[0])).toContain('on-call line');
    const announced = calls(rules({ afterHours: { action: 'announce', transferTo: null } }), EARLY).filter((call) => !NOISE.includes(call.outcome));
    expect(new Set(announced.map((call) => call.outcome))).toEqual(new Set(['answered_question']));
    expect(spoken(announced[0])).toContain('Please call us again then. Goodbye!');
  });

  it('never lets the AI answer a blocked number, and puts a VIP through to the first person at any hour', () => {
    const [blocked, vip] = ['+14155550666', '+14155550777'];
    const played = calls(rules({ blockedNumbers: [blocked], vipNumbers: [vip] }), EARLY, 800);
    const fromBlocked = played.filter((call) => call.callerNumber === blocked);
    const fromVip = played.filter((call) => call.callerNumber === vip);
    expect(fromBlocked.length).toBeGreaterThan(10);
    expect(fromVip.length).toBeGreaterThan(10);
    for (const call of fromBlocked) expect(call).toMatchObject({ outcome: 'spam', transcript: [], unansweredQuestions: [] });
    // A listed number is one person: the same name on each of its calls, in the transcript, the summary and the report.
    expect(new Set(fromVip.map((call) => call.callerName)).size).toBe(1);
    for (const call of fromVip) {
      expect(call.outcome).toBe('transferred');
      expect(call.summary).toBe(`${call.callerName}, a VIP caller, was put through to Dr. Patel.`);
      expect(spoken(call)).toContain("I'm putting you through to Dr. Patel.");
    }
  });

  it('answers a question from the business’s answers word for word, and reports a question it has no answer to', () => {
    const answers = [{ question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM on weekdays; appointments go first.' }];
    const played = calls(rules({ hours: ALWAYS_OPEN, answers }), OPEN, 600);
    const own = played.filter((call) => spoken(call).includes('Do you take walk-ins?'));
    expect(own.length).toBeGreaterThan(30);
    for (const call of own) {
      expect(call.outcome).toBe('answered_question');
      expect(spoken(call)).toContain('Yes, until 4 PM on weekdays; appointments go first.');
    }
    const gaps = played.filter((call) => call.unansweredQuestions.length > 0);
    expect(gaps.length).toBeGreaterThan(10);
    for (const call of gaps) {
      expect(call.outcome).toBe('message_taken');
      expect(call.unansweredQuestions).toHaveLength(1);
      expect(call.unansweredQuestions[0]).toMatch(/^[A-Z].*\?$/);
      expect(call.unansweredQuestions[0]).not.toBe('Do you take walk-ins?');
      expect(vapiMessages(call).endOfCallReport.message).toMatchObject({ analysis: { structuredData: { unansweredQuestions: call.unansweredQuestions } } });
    }
  });

  it('names the caller in the summary and the report only when they gave their name on the call', () => {
    const played = [
      ...calls(rules({ hours: ALWAYS_OPEN, answers: [{ question: 'Do you whiten teeth?', answer: 'Yes.' }] }), OPEN),
      ...calls(rules({ afterHours: { action: 'announce', transferTo: null } }), EARLY),
      ...calls(rules({ afterHours: { action: 'transfer', transferTo: '+14155550199' } }), EARLY),
    ];
    for (const call of played) {
      const structured = (vapiMessages(call).endOfCallReport.message as unknown as { analysis: { structuredData: Record<string, unknown> } }).analysis
        .structuredData;
      if (call.callerName) {
        expect(call.summary).toContain(call.callerName);
        expect(call.transcript.some((turn) => turn.speaker === 'caller' && turn.text.includes(call.callerName!))).toBe(true);
        expect(structured.callerName).toBe(call.callerName);
      } else {
        expect(structured).not.toHaveProperty('callerName');
        expect(Object.values(PHRASEBOOKS).flatMap((book) => book.callerNames.filter((name) => call.summary.includes(name)))).toEqual([]);
      }
    }
    expect(played.filter((call) => call.callerName).length).toBeGreaterThan(played.length / 2);
  });

  it('takes a message instead of a transfer when nobody takes calls', () => {
    const played = calls(rules({ hours: ALWAYS_OPEN, transfers: [] }), OPEN);
    expect(played.some((call) => call.outcome === 'transferred')).toBe(false);
    expect(played.some((call) => spoken(call).includes('Nobody can take the call right now'))).toBe(true);
  });

  it('plays calls as before for an assistant that was never given rules', () => {
    const played = calls(null, EARLY);
    expect(played.some((call) => call.outcome === 'appointment_booked')).toBe(true);
    expect(played.every((call) => call.unansweredQuestions.length === 0)).toBe(true);
  });
});
