import { CALL_OUTCOMES, type CallOutcome } from '../voice-platform';
import { ENDED_REASONS, returningCallers, type SandboxReceptionist, type SimulatedCall, simulateCall, callLanguages } from './sandbox-call-generator';
import { PHRASEBOOKS } from './sandbox-phrasebook';

const ENDED_AT = new Date('2026-11-24T15:30:00Z');

const receptionist = (overrides: Partial<SandboxReceptionist> = {}): SandboxReceptionist => ({
  id: 7,
  name: 'Front desk',
  companyName: 'Bright Smile Dental',
  companyInfo: 'We are a family dental practice in Portland. We also offer teeth whitening.',
  businessHours: 'Mon-Fri 8am-6pm',
  languages: ['English'],
  aiPhoneNumber: '+1 (888) 555-0107',
  assistantId: 'sandbox-assistant-7',
  phoneNumberId: 'sandbox-number-7',
  ...overrides,
});

const calls = (count: number, of = receptionist()): SimulatedCall[] =>
  Array.from({ length: count }, (_, index) => simulateCall(of, { endedAt: ENDED_AT, seed: `spec:${index}` }));

describe('sandbox call generator', () => {
  const many = calls(2000);

  it('makes up the same call from the same seed, and another from another seed', () => {
    const again = simulateCall(receptionist(), { endedAt: ENDED_AT, seed: 'spec:0' });
    expect(again).toEqual(many[0]);
    expect(new Set(many.map((call) => call.platformCallId)).size).toBe(many.length);
    expect(many[0].platformCallId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives every outcome, most calls served and a few noise', () => {
    const counts = Object.fromEntries(CALL_OUTCOMES.map((outcome) => [outcome, many.filter((call) => call.outcome === outcome).length])) as Record<
      CallOutcome,
      number
    >;
    for (const outcome of CALL_OUTCOMES) expect(counts[outcome]).toBeGreaterThan(20);
    expect(counts.answered_question + counts.appointment_booked + counts.message_taken).toBeGreaterThan(many.length / 2);
    expect(counts.failed).toBeLessThan(counts.spam);
  });

  it('lasts as long as its transcript takes to say: hang-ups a few seconds, bookings near a minute', () => {
    for (const call of many) {
      expect(call.endedAt.getTime() - call.startedAt.getTime()).toBe(call.durationSeconds * 1000);
      expect(call.endedAt).toEqual(ENDED_AT);
    }
    const longest = (outcome: CallOutcome) => Math.max(...many.filter((call) => call.outcome === outcome).map((call) => call.durationSeconds));
    const shortest = (outcome: CallOutcome) => Math.min(...many.filter((call) => call.outcome === outcome).map((call) => call.durationSeconds));
    expect(longest('hang_up')).toBeLessThan(20);
    expect(shortest('appointment_booked')).toBeGreaterThan(40);
    expect(longest('appointment_booked')).toBeLessThan(120);
  });

  it('ends each call for a reason that fits its outcome', () => {
    for (const call of many) {
      const silentHangUp = call.outcome === 'hang_up' && call.transcript.length === 1;
      expect(silentHangUp ? ['silence-timed-out'] : ENDED_REASONS[call.outcome]).toContain(call.endedReason);
    }
    expect(many.filter((call) => call.outcome === 'transferred').every((call) => call.endedReason === 'assistant-forwarded-call')).toBe(true);
  });

  it('writes transcripts whose turns alternate, receptionist first, in time order within the call', () => {
    // One expect a call, listing the turns out of place: jest's expect costs more than the check (thousands of turns).
    for (const call of many) {
      const outOfPlace = call.transcript.filter(
        (turn, index) =>
          turn.speaker !== (index % 2 === 0 ? 'receptionist' : 'caller') ||
          turn.text.length === 0 ||
          !(turn.seconds >= 0 && turn.seconds < call.durationSeconds) ||
          (index > 0 && !(turn.seconds > call.transcript[index - 1].seconds)),
      );
      expect(outOfPlace).toEqual([]);
    }
    const served = many.filter((call) => ['appointment_booked', 'message_taken', 'answered_question'].includes(call.outcome));
    expect(served.every((call) => call.transcript.length >= 5)).toBe(true);
  });

  it('speaks of the business: its name in the greeting, its own words in some answers, and the booking in the summary', () => {
    expect(many.every((call) => call.transcript[0].text === 'Thank you for calling Bright Smile Dental. How can I help you today?')).toBe(true);
    expect(many.some((call) => call.transcript.some((turn) => turn.text === 'We are a family dental practice in Portland.'))).toBe(true);
    const booking = many.find((call) => call.outcome === 'appointment_booked')!;
    const caller = booking.transcript[3].text.replace(/^It's (.+)\.$/, '$1');
    expect(booking.callerName).toBe(caller);
    expect(booking.summary).toContain(caller);
    expect(booking.summary.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2);
    const unnamed = simulateCall(receptionist({ companyName: null }), { endedAt: ENDED_AT, seed: 'spec:0' });
    expect(unnamed.transcript[0].text).toContain('Thank you for calling Front desk');
  });

  it("speaks the receptionist's languages, its first one most, and English when it has none the sandbox knows", () => {
    const bilingual = calls(600, receptionist({ languages: ['Spanish', 'German'] }));
    const tags = bilingual.map((call) => call.language);
    expect(new Set(tags)).toEqual(new Set(['es-ES', 'de-DE']));
    expect(tags.filter((tag) => tag === 'es-ES').length).toBeGreaterThan(tags.filter((tag) => tag === 'de-DE').length);
    const spanish = bilingual.find((call) => call.language === 'es-ES' && call.outcome === 'appointment_booked')!;
    expect(spanish.transcript[0].text).toMatch(/^Gracias por llamar a Bright Smile Dental/);
    expect(spanish.summary).toMatch(/reservó una (limpieza|revisión) dental para el (lunes|martes|miércoles|jueves|viernes) a las/);
    expect(calls(50, receptionist({ languages: ['Japanese'] })).every((call) => call.language === 'en-US')).toBe(true);
    expect(callLanguages({ languages: ['Korean', 'French'] })).toEqual([PHRASEBOOKS.French]);
  });

  it('has regulars who call again with the same number, name and language, new callers, and a few withheld numbers', () => {
    const regulars = returningCallers(7, callLanguages(receptionist()));
    const numbers = many.map((call) => call.callerNumber);
    const fromRegulars = numbers.filter((number) => regulars.some((regular) => regular.number === number));
    expect(fromRegulars.length).toBeGreaterThan(many.length * 0.25);
    expect(new Set(numbers).size).toBeGreaterThan(many.length / 2);
    expect(numbers.filter((number) => number === null).length).toBeGreaterThan(0);
    for (const number of numbers) if (number !== null) expect(number).toMatch(/^\+1[2-9]\d{2}55501\d{2}$/);
    expect(returningCallers(8, callLanguages(receptionist())).map((caller) => caller.number)).not.toEqual(regulars.map((caller) => caller.number));
    const spam = many.filter((call) => call.outcome === 'spam');
    expect(spam.some((call) => regulars.some((regular) => regular.number === call.callerNumber))).toBe(false);
  });

  it('marks a test call as one, and only then', () => {
    expect(many.some((call) => call.isTest)).toBe(false);
    expect(simulateCall(receptionist(), { endedAt: ENDED_AT, seed: 'test', isTest: true }).isTest).toBe(true);
  });

  it('never makes a test call spam, a hang-up or a dropped line (the customer would read "Spam · Test")', () => {
    const tests = Array.from({ length: 300 }, (_, index) => simulateCall(receptionist(), { endedAt: ENDED_AT, seed: `test-${index}`, isTest: true }));
    expect(new Set(tests.map((call) => call.outcome))).toEqual(new Set(['answered_question', 'appointment_booked', 'message_taken', 'transferred']));
  });

  it('links the call to the receptionist and the number dialled', () => {
    expect(many[0]).toMatchObject({
      assistantId: 'sandbox-assistant-7',
      phoneNumberId: 'sandbox-number-7',
      dialledNumber: '+18885550107',
      assistantName: 'Front desk',
    });
  });
});
