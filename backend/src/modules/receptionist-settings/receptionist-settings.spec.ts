import {
  changedSections,
  completeSettings,
  DEFAULT_BOOKING,
  defaultSettings,
  describeSection,
  exceededAllowance,
  normalizeSettings,
  type ReceptionistSettings,
  type TransferPerson,
  validateSettings,
} from './receptionist-settings';

const base = (): ReceptionistSettings => defaultSettings('Harbor Dental', 'Dental care.', 'America/New_York');
const person = (index: number, when: TransferPerson['when'] = 'open'): TransferPerson => ({
  name: `Person ${index}`,
  number: `+1415555010${index}`,
  when,
  askFor: '',
});
const allowance = { planName: 'Professional', answers: 2, transferPeople: 2 };

describe('receptionist settings', () => {
  it('defaults to weekdays 9 to 5 and a greeting with the business’s name', () => {
    const settings = base();
    expect(settings.greeting).toBe('Thank you for calling Harbor Dental. How can I help you today?');
    expect(settings.hours.weekly.monday).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(settings.hours.weekly.sunday).toEqual([]);
    expect(validateSettings(settings)).toEqual({});
  });

  it('reads a version saved before appointments and links existed with their defaults', () => {
    const { booking: _booking, links: _links, ...older } = base();
    const complete = completeSettings(older as ReceptionistSettings);
    expect(complete.booking).toEqual(DEFAULT_BOOKING);
    expect(complete.links).toEqual([]);
    expect(changedSections(base(), complete)).toEqual([]);
  });

  it('checks the kinds of appointment and the links to text', () => {
    const settings = {
      ...base(),
      booking: {
        ...DEFAULT_BOOKING,
        enabled: true,
        types: [
          { name: 'Cleaning', minutes: 45 },
          { name: 'cleaning ', minutes: 30 },
        ],
      },
      links: [
        { name: 'Directions', url: 'https://maps.example.com/harbor' },
        { name: 'directions', url: 'http://maps.example.com/harbor' },
        { name: 'Form', url: 'https://user:secret@example.com/form' },
      ],
    };
    expect(validateSettings(settings)).toEqual({
      'booking.types.1.name': 'Another kind of appointment is called cleaning  (kind 1)',
      'links.1.name': 'Another link is called directions (link 1)',
      'links.1.url': 'Enter a full https:// link, such as https://example.com/book',
      'links.2.url': 'Enter a full https:// link, such as https://example.com/book',
    });
    expect(validateSettings({ ...base(), booking: { ...DEFAULT_BOOKING, enabled: true, types: [] } })).toEqual({
      'booking.types': 'Add at least one kind of appointment the receptionist can book',
    });
    expect(changedSections(base(), settings)).toEqual(['booking', 'links']);
    expect(describeSection(settings, 'booking', new Date())).toBe(
      'Cleaning (45 min), cleaning  (30 min); 0 min between; at least 120 min notice; up to 60 days ahead',
    );
  });

  it('prefixes the opening hours’ messages with their section', () => {
    const settings = { ...base(), hours: { ...base().hours, timeZone: 'Nowhere/Land' } };
    expect(Object.keys(validateSettings(settings))).toEqual(['hours.timeZone']);
  });

  it('refuses a question answered twice, whatever its case and spacing', () => {
    const settings = {
      ...base(),
      answers: [
        { question: 'Parking?', answer: 'Behind.' },
        { question: ' parking? ', answer: 'In front.' },
      ],
    };
    expect(validateSettings(settings)).toEqual({ 'answers.1.question': 'This question is already answered (answer 1)' });
  });

  it('puts VIPs through only when someone on the transfer list takes calls', () => {
    const vip = { number: '+14155550199', label: 'Landlord' };
    expect(validateSettings({ ...base(), vipCallers: [vip], transfers: [person(1, 'never')] })).toHaveProperty('vipCallers');
    expect(validateSettings({ ...base(), vipCallers: [vip], transfers: [person(1, 'never'), person(2, 'always')] })).toEqual({});
  });

  it('refuses a number twice on a list, and a number both VIP and blocked', () => {
    const caller = { number: '+14155550199', label: '' };
    const settings = { ...base(), transfers: [person(1)], vipCallers: [caller, caller], blockedCallers: [caller] };
    expect(validateSettings(settings)).toEqual({
      'vipCallers.1.number': '+14155550199 is already on the list (VIP caller 1)',
      'blockedCallers.0.number': '+14155550199 is also a VIP caller: a number can be one or the other',
    });
  });

  it('needs an on-call number in E.164 only when after hours transfers', () => {
    expect(validateSettings({ ...base(), afterHours: { action: 'transfer', transferTo: '555-0101' } })).toHaveProperty(['afterHours.transferTo']);
    expect(validateSettings({ ...base(), afterHours: { action: 'transfer', transferTo: '+14155550101' } })).toEqual({});
    expect(validateSettings({ ...base(), afterHours: { action: 'announce', transferTo: '555' } })).toEqual({});
  });

  it('keeps lists within the plan, but lets a list past it from a bigger plan be kept or trimmed', () => {
    const three = { ...base(), transfers: [1, 2, 3].map((index) => person(index)) };
    expect(exceededAllowance(three, allowance, base())).toEqual({ transfers: 'Your Professional plan allows up to 2 people to transfer to (there are 3)' });
    expect(exceededAllowance(three, allowance, three)).toEqual({});
    const four = { ...base(), transfers: [1, 2, 3, 4].map((index) => person(index)) };
    expect(exceededAllowance(four, allowance, three)).toHaveProperty('transfers');
    const answers = { ...base(), answers: ['a', 'b', 'c'].map((question) => ({ question, answer: 'yes' })) };
    expect(exceededAllowance(answers, allowance, base())).toEqual({ answers: 'Your Professional plan allows up to 2 answers per receptionist (there are 3)' });
  });

  it('stores plain objects with only the document’s fields, and drops an after-hours number that is not used', () => {
    const given = { ...base(), extra: 'dropped', afterHours: { action: 'message' as const, transferTo: '+14155550101' } } as ReceptionistSettings;
    const stored = normalizeSettings(given);
    expect(stored).not.toHaveProperty('extra');
    expect(stored.afterHours).toEqual({ action: 'message', transferTo: '' });
  });

  it('names the sections that changed, in the page’s order, whatever order the keys come in', () => {
    const before = base();
    const reordered = Object.fromEntries(Object.entries(before).reverse()) as unknown as ReceptionistSettings;
    expect(changedSections(before, { ...reordered, hours: { overrides: [], weekly: before.hours.weekly, timeZone: before.hours.timeZone } })).toEqual([]);
    expect(changedSections(before, { ...before, transferFallback: 'end', greeting: 'Hello.' })).toEqual(['greeting', 'transfers']);
  });

  it('describes each section in a line our team can read', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const settings: ReceptionistSettings = {
      ...base(),
      hours: { ...base().hours, overrides: [{ from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' }] },
      transfers: [{ ...person(1, 'always'), askFor: 'billing' }],
      afterHours: { action: 'transfer', transferTo: '+14155550177' },
    };
    expect(describeSection(settings, 'hours', now)).toContain('Dec 24–26, 2026 (Christmas): closed');
    expect(describeSection(settings, 'transfers', now)).toBe('Person 1 +14155550101 (at any hour; for billing) | no answer: take a message');
    expect(describeSection(settings, 'afterHours', now)).toBe('put the caller through to +14155550177');
    expect(describeSection({ ...settings, companyInfo: 'x'.repeat(700) }, 'companyInfo', now)).toHaveLength(600);
  });
});
