import { z } from 'zod';

/**
 * The sandbox's card form: formatting as people type and the checks Stripe Elements makes before sending anything,
 * with Stripe's own messages, so the sandbox reads like the real checkout
 * (docs/billing.md#two-payment-providers-behind-one-port).
 */

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, '');

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The lengths a card number may have: American Express 15, the others 16 to 19. */
function numberLengths(digits: string): { min: number; max: number } {
  return isAmex(digits) ? { min: 15, max: 15 } : { min: 16, max: 19 };
}

/** Security code length: 4 digits on American Express, 3 elsewhere. */
export function cvcLength(cardNumber: string): number {
  return isAmex(digitsOf(cardNumber)) ? 4 : 3;
}

/** '4242424242424242' → '4242 4242 4242 4242'; American Express as 4-6-5. Digits only, at most the brand's length. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value);
  const trimmed = digits.slice(0, numberLengths(digits).max);
  if (isAmex(trimmed)) {
    return [trimmed.slice(0, 4), trimmed.slice(4, 10), trimmed.slice(10)].filter(Boolean).join(' ');
  }
  return trimmed.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1230' → '12 / 30'. A first digit above 1 can only be a month on its own ('4' → '04'); the separator appears
 * with the first digit of the year, so deleting backwards never gets stuck on it.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Digits only, at most four. */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The month a card expiring 'MM / YY' stops working after; null when the expiry is not complete. */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

export function cardDetailsSchema(now: () => Date = () => new Date()) {
  return (
    z
      .object({
        cardNumber: z.string().superRefine((value, context) => {
          const digits = digitsOf(value);
          if (digits.length < numberLengths(digits).min) context.addIssue({ code: 'custom', message: CARD_MESSAGES.numberIncomplete });
          else if (!passesLuhn(digits)) context.addIssue({ code: 'custom', message: CARD_MESSAGES.numberInvalid });
        }),
        expiry: z.string().superRefine((value, context) => {
          const expiry = parseExpiry(value);
          if (!expiry) return context.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryIncomplete });
          if (expiry.month < 1 || expiry.month > 12) return context.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryInvalid });
          const today = now();
          const thisMonth = today.getFullYear() * 12 + today.getMonth() + 1;
          if (expiry.year * 12 + expiry.month < thisMonth) context.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryPast });
        }),
        cvc: z.string().min(3, CARD_MESSAGES.cvcIncomplete),
      })
      // American Express needs four digits; checked once the number is valid (its brand is known then).
      .superRefine((card, context) => {
        if (card.cvc.length !== cvcLength(card.cardNumber)) {
          context.addIssue({ code: 'custom', path: ['cvc'], message: CARD_MESSAGES.cvcIncomplete });
        }
      })
  );
}

export type CardDetails = z.infer<ReturnType<typeof cardDetailsSchema>>;

export const emptyCardDetails: CardDetails = { cardNumber: '', expiry: '', cvc: '' };

/** Stripe's test cards the sandbox knows (docs/billing.md#two-payment-providers-behind-one-port), shown on its checkout pages. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'fails for insufficient funds' },
] as const;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa', as the card on file is named on screen. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');
}
