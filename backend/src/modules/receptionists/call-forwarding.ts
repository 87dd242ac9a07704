/**
 * How a customer sends their business line's calls to the receptionist's AI number: the major US carriers' dial codes
 * and a way for everyone else (docs/product.md#forwarding-the-business-line). The one place these codes live; the
 * receptionist's card and the "is live" mail both show what `forwardingGuide` answers.
 */
export const FORWARDING_CARRIERS = ['verizon', 'att', 't-mobile', 'landline', 'other'] as const;
export type ForwardingCarrier = (typeof FORWARDING_CARRIERS)[number];

/** One thing to dial from the business phone, and what it does. */
export interface ForwardingCode {
  purpose: 'missed' | 'all' | 'stop';
  label: string;
  dial: string;
}

export interface ForwardingGuide {
  carrier: ForwardingCarrier;
  carrierName: string;
  codes: ForwardingCode[];
  /** What to do besides dialling, or instead of it where the carrier has no codes. */
  note: string;
}

/** A carrier's codes with `{n}` for the AI number as it is dialled there. */
interface CarrierCodes {
  name: string;
  missed?: string;
  all?: string;
  stop?: string;
  note: string;
}

const CONFIRM = 'Dial from the business phone and wait for the confirmation tone or message before you hang up.';

const CARRIERS: Record<ForwardingCarrier, CarrierCodes> = {
  verizon: { name: 'Verizon', missed: '*71{n}', all: '*72{n}', stop: '*73', note: CONFIRM },
  // AT&T and T-Mobile are GSM networks: the standard codes, "all conditional" for calls missed, busy or unreachable.
  att: { name: 'AT&T', missed: '**004*{n}#', all: '**21*{n}#', stop: '##002#', note: CONFIRM },
  't-mobile': { name: 'T-Mobile', missed: '**004*{n}#', all: '**21*{n}#', stop: '##002#', note: CONFIRM },
  landline: {
    name: 'Landline (most US phone companies)',
    missed: '*92{n}',
    all: '*72{n}',
    stop: '*73, and *93 for calls you miss',
    note: `${CONFIRM} If a code is refused, ask your phone company to turn on call forwarding for the line.`,
  },
  other: {
    name: 'Other carrier or phone system',
    note: 'Open your phone system’s call-forwarding settings (often under Call Handling or Call Flow; on a mobile, Settings › Phone › Call Forwarding) and forward unanswered calls to {n}, or ask your phone company to do it for you.',
  },
};

const LABELS: Record<ForwardingCode['purpose'], string> = {
  missed: 'Only the calls you miss (recommended)',
  all: 'Every call',
  stop: 'Stop forwarding',
};

/** The AI number as it is dialled from a US line: ten digits for a +1 number, else the whole E.164 number. */
export function dialledNumber(aiPhoneNumber: string): string {
  return /^\+1\d{10}$/.test(aiPhoneNumber) ? aiPhoneNumber.slice(2) : aiPhoneNumber;
}

/** What the customer dials on their carrier to send calls to `aiPhoneNumber`; no carrier chosen: the way for any. */
export function forwardingGuide(carrier: ForwardingCarrier | null, aiPhoneNumber: string): ForwardingGuide {
  const chosen = carrier ?? 'other';
  const { name, note, ...codes } = CARRIERS[chosen];
  const withNumber = (text: string) => text.replaceAll('{n}', dialledNumber(aiPhoneNumber));
  return {
    carrier: chosen,
    carrierName: name,
    codes: (['missed', 'all', 'stop'] as const).flatMap((purpose) =>
      codes[purpose] ? [{ purpose, label: LABELS[purpose], dial: withNumber(codes[purpose]) }] : [],
    ),
    note: withNumber(note),
  };
}

/** Every carrier's guide for one AI number, in the order the customer chooses from. */
export function forwardingGuides(aiPhoneNumber: string): ForwardingGuide[] {
  return FORWARDING_CARRIERS.map((carrier) => forwardingGuide(carrier, aiPhoneNumber));
}

export const isForwardingCarrier = (value: unknown): value is ForwardingCarrier => (FORWARDING_CARRIERS as readonly unknown[]).includes(value);
