import { createHmac } from 'node:crypto';
import { SandboxCardError } from './sandbox-errors';

/** What the sandbox's card form sends: the number as typed, the expiry as `MM / YY` or `MM/YY`, the CVC. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** A card that passed the checks Stripe Elements makes in the browser; the full number never leaves this module's callers. */
export interface ValidCard {
  number: string;
  brand: string;
  funding: 'credit' | 'debit';
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What the card's issuer answers in test mode: a card is first attached (verified), then charged. */
export interface CardBehaviour {
  /** Null when the card can be saved (a SetupIntent succeeds); else the refusal. */
  attach: SandboxCardError | null;
  /** Null when charges succeed; else the refusal (4000 0000 0000 0341: saved fine, every charge declined). */
  charge: SandboxCardError | null;
}

/** Stripe's messages, word for word, so the sandbox's checkout reads like the real one. */
export const CARD_MESSAGES = {
  incorrectNumber: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit our testing docs.',
} as const;

/** Codes of the checks made before anything is sent to the issuer (the form's own validation). */
export const CARD_VALIDATION_CODES: readonly string[] = [
  'incorrect_number',
  'incomplete_expiry',
  'invalid_expiry_year_past',
  'invalid_expiry_month_past',
  'incomplete_cvc',
];

const declined = (declineCode = 'generic_decline', message: string = CARD_MESSAGES.declined) => new SandboxCardError(message, 'card_declined', declineCode);

type TestCard = { brand: string; funding: 'credit' | 'debit'; attach?: () => SandboxCardError; charge?: () => SandboxCardError };

/** Stripe's documented test cards (https://docs.stripe.com/testing); any other valid number is refused as a live card. */
const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit' },
  '4000056655665556': { brand: 'visa', funding: 'debit' },
  '5555555555554444': { brand: 'mastercard', funding: 'credit' },
  '2223003122003222': { brand: 'mastercard', funding: 'credit' },
  '5200828282828210': { brand: 'mastercard', funding: 'debit' },
  '378282246310005': { brand: 'amex', funding: 'credit' },
  '371449635398431': { brand: 'amex', funding: 'credit' },
  '6011111111111117': { brand: 'discover', funding: 'credit' },
  '4000000000000002': { brand: 'visa', funding: 'credit', attach: () => declined() },
  '4000000000009995': { brand: 'visa', funding: 'credit', attach: () => declined('insufficient_funds', CARD_MESSAGES.insufficientFunds) },
  '4000000000009987': { brand: 'visa', funding: 'credit', attach: () => declined('lost_card') },
  '4000000000009979': { brand: 'visa', funding: 'credit', attach: () => declined('stolen_card') },
  '4000000000000069': { brand: 'visa', funding: 'credit', attach: () => new SandboxCardError(CARD_MESSAGES.expiredCard, 'expired_card') },
  '4000000000000127': { brand: 'visa', funding: 'credit', attach: () => new SandboxCardError(CARD_MESSAGES.incorrectCvc, 'incorrect_cvc') },
  '4000000000000119': { brand: 'visa', funding: 'credit', attach: () => new SandboxCardError(CARD_MESSAGES.processingError, 'processing_error') },
  '4000000000000341': { brand: 'visa', funding: 'credit', charge: () => declined() },
};

/** Issuer ranges and the lengths each allows, first match wins (the ranges Stripe Elements recognises). */
const BRANDS: { brand: string; pattern: RegExp; lengths: number[] }[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15] },
  { brand: 'diners', pattern: /^(30[0-5]|309|36|3[89])/, lengths: [14, 15, 16, 17, 18, 19] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/, lengths: [16] },
  { brand: 'discover', pattern: /^(6011|64[4-9]|65)/, lengths: [16, 17, 18, 19] },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19] },
];

export function cardBrand(digits: string): string {
  return BRANDS.find((entry) => entry.pattern.test(digits))?.brand ?? 'unknown';
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

/**
 * The checks Stripe Elements makes before sending anything: number (spaces ignored, Luhn, a length its brand allows),
 * expiry (MM/YY, not before this month), CVC (3 digits, 4 for American Express). Throws the first failure as a SandboxCardError.
 */
export function validateCard(input: CardInput, now: Date): ValidCard {
  const number = input.number.replace(/ /g, '');
  const brand = cardBrand(number);
  const lengths = BRANDS.find((entry) => entry.brand === brand)?.lengths ?? [12, 13, 14, 15, 16, 17, 18, 19];
  if (!/^\d+$/.test(number) || !lengths.includes(number.length) || !passesLuhn(number)) {
    throw new SandboxCardError(CARD_MESSAGES.incorrectNumber, 'incorrect_number');
  }

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const expMonth = expiry ? Number(expiry[1]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) throw new SandboxCardError(CARD_MESSAGES.expiryIncomplete, 'incomplete_expiry');
  const expYear = 2000 + Number(expiry[2]);
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear) throw new SandboxCardError(CARD_MESSAGES.expiryPast, 'invalid_expiry_year_past');
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) throw new SandboxCardError(CARD_MESSAGES.expiryPast, 'invalid_expiry_month_past');

  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(input.cvc.trim())) throw new SandboxCardError(CARD_MESSAGES.cvcIncomplete, 'incomplete_cvc');

  const testCard = TEST_CARDS[number];
  return { number, brand: testCard?.brand ?? brand, funding: testCard?.funding ?? 'credit', last4: number.slice(-4), expMonth, expYear };
}

/**
 * Where Stripe gives `card.fingerprint`, the sandbox gives an HMAC of the number: the same for the same number on any
 * customer, never the number itself. The key only needs to be stable: the sandbox saves Stripe's public test cards only.
 */
const FINGERPRINT_KEY = 'sandbox-card-fingerprint-v1';

export function cardFingerprint(number: string): string {
  return createHmac('sha256', FINGERPRINT_KEY)
    .update(number.replace(/ /g, ''))
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
}

/** How the issuer treats a valid card in test mode. */
export function cardBehaviour(card: Pick<ValidCard, 'number'>): CardBehaviour {
  const testCard = TEST_CARDS[card.number];
  if (!testCard) {
    const refusal = () => declined('test_mode_live_card', CARD_MESSAGES.liveCardInTestMode);
    return { attach: refusal(), charge: refusal() };
  }
  const attach = testCard.attach?.() ?? null;
  return { attach, charge: attach ?? testCard.charge?.() ?? null };
}
