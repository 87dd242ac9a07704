import { type SandboxReceptionist, type SimulatedCall, simulateCall } from './sandbox-call-generator';
import { type Industry, INDUSTRIES, INDUSTRY_PROFILES, industryOf } from './sandbox-industries';
import { type Phrasebook, PHRASEBOOKS } from './sandbox-phrasebook';
import { sandboxRecording, SANDBOX_SAMPLE_RATE } from './sandbox-recording';
import { vapiMessages } from './sandbox-vapi-messages';

// A Tuesday afternoon (UTC): "tomorrow" is a Wednesday.
const ENDED_AT = new Date('2026-11-24T15:30:00Z');
const WEDNESDAY = 3;

/** A business of each trade, as its owner would describe it. */
const BUSINESSES: Readonly<Record<Industry, { companyName: string; companyInfo: string }>> = {
  dental: { companyName: 'Bright Smile Dental', companyInfo: 'A family dental practice in Portland. Cleanings, fillings and whitening.' },
  salon: { companyName: 'Studio Nine', companyInfo: 'A hair salon: cuts, color and styling for the whole family.' },
  home_services: { companyName: 'Rapid Rooter', companyInfo: 'Plumbing repairs, drain cleaning and water heaters across the county.' },
  law: { companyName: 'Hale & Ortiz', companyInfo: 'Attorneys for families and small businesses: wills, leases, family law.' },
  restaurant: { companyName: "Luigi's", companyInfo: 'An Italian restaurant downtown, open for lunch and dinner.' },
  auto_repair: { companyName: "Joe's Garage", companyInfo: 'Brakes, tires and oil changes for all makes; a mechanic you can trust.' },
  general: { companyName: 'Northwind Partners', companyInfo: 'We help small companies with their bookkeeping and payroll.' },
};

const LANGUAGES = ['English', 'Spanish', 'French', 'German'] as const;

const receptionist = (industry: Industry, language: string): SandboxReceptionist => ({
  id: 11,
  name: 'Front desk',
  ...BUSINESSES[industry],
  businessHours: '',
  languages: [language],
  aiPhoneNumber: '+1 (888) 555-0111',
  assistantId: 'sandbox-assistant-11',
  phoneNumberId: 'sandbox-number-11',
});

const calls = (of: SandboxReceptionist, count = 300): SimulatedCall[] =>
  Array.from({ length: count }, (_, index) => simulateCall(of, { endedAt: ENDED_AT, seed: `industry:${index}` }));

const spoken = (call: SimulatedCall) => call.transcript.map((turn) => turn.text).join('\n');
const callerSaid = (call: SimulatedCall) =>
  call.transcript
    .filter((turn) => turn.speaker === 'caller')
    .map((turn) => turn.text)
    .join('\n');

/** The reasons a trade's callers give in one language: their subjects, questions and what they book. */
const reasonsOf = (industry: Industry, book: Phrasebook): string[] => {
  const words = INDUSTRY_PROFILES[industry].words[book.tag];
  return [...words.topics.flatMap((topic) => [topic.subject, topic.question]), ...words.visits];
};

const ALL_NAMES = Object.values(PHRASEBOOKS).flatMap((book) => book.callerNames);
const SPOKEN_WORDS_PER_SECOND = 2.2;

describe('sandbox calls per industry', () => {
  it('reads the trade from what the business wrote about itself, in any language the sandbox speaks', () => {
    for (const industry of INDUSTRIES) {
      expect(industryOf(`${BUSINESSES[industry].companyName}\n${BUSINESSES[industry].companyInfo}`)).toBe(industry);
    }
    expect(industryOf('Clínica Dental Sonrisa')).toBe('dental');
    expect(industryOf('Friseur Schmidt, Damen und Herren')).toBe('salon');
    expect(industryOf("Cabinet d'avocats Martin")).toBe('law');
    expect(industryOf('Kfz-Werkstatt Huber')).toBe('auto_repair');
    expect(industryOf('Fontanería García, urgencias 24 h')).toBe('home_services');
    // The word named most wins: a garage that also fixes electric cars is still a garage.
    expect(industryOf('Auto repair: brakes, tires, and electric cars too')).toBe('auto_repair');
    expect(industryOf('')).toBe('general');
  });

  for (const industry of INDUSTRIES) {
    for (const language of LANGUAGES) {
      describe(`${industry}, in ${language}`, () => {
        const book = PHRASEBOOKS[language];
        const business = receptionist(industry, language);
        const played = calls(business);
        const others = INDUSTRIES.filter((other) => other !== industry).flatMap((other) => reasonsOf(other, book));
        const own = reasonsOf(industry, book);

        it('answers with the business’s name', () => {
          for (const call of played) expect(call.transcript[0].text).toContain(business.companyName);
        });

        it('gives no reason of another trade, and one of its own on every served call', () => {
          const mine = own.filter((reason) => !others.includes(reason));
          for (const call of played) {
            const words = `${spoken(call)}\n${call.summary}`;
            // One expect a call, naming every reason of another trade that got in.
            expect(others.filter((reason) => !own.includes(reason) && words.includes(reason))).toEqual([]);
            if (['appointment_booked', 'message_taken', 'transferred'].includes(call.outcome)) {
              expect(mine.some((reason) => words.includes(reason))).toBe(true);
            }
          }
        });

        it('names one caller everywhere in a call: the transcript, the summary, the report and the booking', () => {
          const named = played.filter((call) => call.callerName !== null);
          expect(named.length).toBeGreaterThan(played.length / 3);
          for (const call of played) {
            const report = vapiMessages(call).endOfCallReport.message as { analysis: { structuredData: Record<string, unknown> } };
            const mentioned = ALL_NAMES.filter((name) => `${spoken(call)}\n${call.summary}`.includes(name));
            if (call.callerName) {
              expect(callerSaid(call)).toContain(call.callerName);
              expect(call.summary).toContain(call.callerName);
              expect(mentioned).toEqual([call.callerName]);
              expect(report.analysis.structuredData.callerName).toBe(call.callerName);
            } else {
              expect(mentioned).toEqual([]);
              expect(report.analysis.structuredData).not.toHaveProperty('callerName');
            }
          }
        });

        it('books a time the trade keeps, the same in the transcript and the summary, "tomorrow" only for the next day', () => {
          const profile = INDUSTRY_PROFILES[industry];
          const booked = played.filter((call) => call.outcome === 'appointment_booked');
          expect(booked.length).toBeGreaterThan(10);
          for (const call of booked) {
            const times = profile.bookingTimes.map((minutes) => book.time(minutes)).filter((time) => new RegExp(` ${time}( gebucht)?\\.`).test(call.summary));
            expect(times).toHaveLength(1);
            const offer = call.transcript[4].text;
            expect(offer).toContain(` ${times[0]}`);
            const weekday = book.weekdays.findIndex((day) => call.summary.includes(` ${day} `));
            expect(weekday).toBeGreaterThan(0);
            if (weekday === 6) expect(profile.saturdays).toBe(true);
            expect(offer.includes(` ${book.tomorrow} `)).toBe(weekday === WEDNESDAY);
          }
        });

        it('lasts as long as its transcript takes to say, and its recording as long as the call', () => {
          for (const call of played) {
            const words = call.transcript.reduce((sum, turn) => sum + turn.text.split(/\s+/).length, 0);
            expect(call.durationSeconds).toBeGreaterThanOrEqual(Math.ceil(words / SPOKEN_WORDS_PER_SECOND));
            expect(call.durationSeconds).toBeLessThanOrEqual(Math.ceil(words / SPOKEN_WORDS_PER_SECOND + 3 * call.transcript.length + 10));
            const last = call.transcript.at(-1)!;
            expect(call.durationSeconds).toBeGreaterThan(last.seconds + last.text.split(/\s+/).length / SPOKEN_WORDS_PER_SECOND);
            const report = vapiMessages(call).endOfCallReport.message as unknown as { durationSeconds: number; artifact: { recordingUrl: string } };
            expect(report.durationSeconds).toBe(call.durationSeconds);
            const recording = new URL(report.artifact.recordingUrl).searchParams;
            expect(recording.get('seconds')).toBe(String(call.durationSeconds));
            const starts = (recording.get('turns') ?? '').split(',').filter(Boolean);
            expect(starts.map((turn) => Number(turn.split(':')[0]))).toEqual(call.transcript.map((turn) => turn.seconds));
          }
          const longest = played.reduce((a, b) => (a.durationSeconds > b.durationSeconds ? a : b));
          expect(sandboxRecording(longest.durationSeconds, longest.platformCallId).length).toBe(44 + longest.durationSeconds * SANDBOX_SAMPLE_RATE);
        });
      });
    }
  }
});
