import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardBrandName, cardDetailsSchema, formatCardNumber, formatCvc, formatExpiry } from './card-details';

// The card checks run "today" = Jan 15, 2026.
const schema = cardDetailsSchema(() => new Date(2026, 0, 15));

function errorsOf(card: { cardNumber: string; expiry: string; cvc: string }) {
  const result = schema.safeParse(card);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card formatting', () => {
  it('groups a card number by four and keeps digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424');
  });

  it('groups American Express as 4-6-5, at most 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it("writes the expiry as 'MM / YY' as people type", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12/30')).toBe('12 / 30');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
    // A month cannot start with 2-9: it is the whole month.
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('430')).toBe('04 / 30');
    // Deleting the year's first digit leaves the month without a dangling separator.
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('names card brands', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('elo')).toBe('Elo');
  });
});

describe('card checks', () => {
  it('accepts a complete, valid card', () => {
    expect(errorsOf({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' })).toEqual({});
    expect(errorsOf({ cardNumber: '3782 822463 10005', expiry: '01 / 26', cvc: '1234' })).toEqual({});
  });

  it("uses Stripe's messages for empty and incomplete fields", () => {
    expect(errorsOf({ cardNumber: '', expiry: '', cvc: '' })).toEqual({
      cardNumber: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
    });
    expect(errorsOf({ cardNumber: '4242 4242 4242', expiry: '12 / 3', cvc: '12' })).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241', expiry: '12 / 30', cvc: '123' })).toEqual({
      cardNumber: 'Your card number is invalid.',
    });
  });

  it('refuses an expiry in the past or an impossible month; this month is still valid', () => {
    expect(errorsOf({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 25', cvc: '123' })).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
    expect(errorsOf({ cardNumber: '4242 4242 4242 4242', expiry: '13 / 30', cvc: '123' })).toEqual({
      expiry: "Your card's expiration date is invalid.",
    });
    expect(errorsOf({ cardNumber: '4242 4242 4242 4242', expiry: '01 / 26', cvc: '123' })).toEqual({});
  });

  it('wants four CVC digits on American Express', () => {
    expect(errorsOf({ cardNumber: '3782 822463 10005', expiry: '12 / 30', cvc: '123' })).toEqual({
      cvc: "Your card's security code is incomplete.",
    });
  });
});
