import { SandboxCardError } from './sandbox-errors';
import { CARD_MESSAGES, cardBehaviour, cardBrand, cardFingerprint, type CardInput, passesLuhn, validateCard } from './sandbox-cards';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (overrides: Partial<CardInput> = {}): CardInput => ({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', ...overrides });

function refusal(run: () => unknown): SandboxCardError {
  try {
    run();
  } catch (error) {
    if (error instanceof SandboxCardError) return error;
    throw error;
  }
  throw new Error('expected a SandboxCardError');
}

describe('sandbox card checks', () => {
  it('accepts the test cards with spaces or without, and reads brand, last 4 and expiry', () => {
    expect(validateCard(card(), NOW)).toEqual({ number: '4242424242424242', brand: 'visa', funding: 'credit', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(validateCard(card({ number: '5555555555554444', expiry: '01/27' }), NOW)).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 1,
      expYear: 2027,
    });
    expect(validateCard(card({ number: '3782 822463 10005', cvc: '1234' }), NOW)).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it.each([
    ['a number that fails the Luhn check', '4242 4242 4242 4241'],
    ['a number too short for its brand', '4242 4242 4242'],
    ['a number too long for its brand', '5555 5555 5555 4444 4'],
    ['letters', '4242 4242 4242 424a'],
    ['dashes (only spaces are ignored)', '4242-4242-4242-4242'],
    ['nothing', ''],
  ])('refuses %s as an incorrect number', (_label, number) => {
    expect(refusal(() => validateCard(card({ number }), NOW))).toMatchObject({ message: CARD_MESSAGES.incorrectNumber, code: 'incorrect_number' });
  });

  it.each(['', '1230', '12/2030', '13/30', '00/30', '1/30', 'ab/cd'])('refuses the expiry %p as incomplete', (expiry) => {
    expect(refusal(() => validateCard(card({ expiry }), NOW))).toMatchObject({
      message: "Your card's expiration date is incomplete.",
      code: 'incomplete_expiry',
    });
  });

  it('refuses an expiry in the past and accepts the current month', () => {
    expect(refusal(() => validateCard(card({ expiry: '12/25' }), NOW))).toMatchObject({ message: "Your card's expiration date is in the past." });
    expect(refusal(() => validateCard(card({ expiry: '10/26' }), NOW))).toMatchObject({ message: "Your card's expiration date is in the past." });
    expect(validateCard(card({ expiry: '11 / 26' }), NOW)).toMatchObject({ expMonth: 11, expYear: 2026 });
  });

  it('asks 3 CVC digits, 4 for American Express', () => {
    const incomplete = { message: "Your card's security code is incomplete.", code: 'incomplete_cvc' };
    expect(refusal(() => validateCard(card({ cvc: '12' }), NOW))).toMatchObject(incomplete);
    expect(refusal(() => validateCard(card({ cvc: '1234' }), NOW))).toMatchObject(incomplete);
    expect(refusal(() => validateCard(card({ cvc: '12a' }), NOW))).toMatchObject(incomplete);
    expect(refusal(() => validateCard(card({ number: '378282246310005', cvc: '123' }), NOW))).toMatchObject(incomplete);
  });

  it('checks the number before the expiry and the expiry before the CVC', () => {
    expect(refusal(() => validateCard({ number: '1', expiry: '', cvc: '' }, NOW)).code).toBe('incorrect_number');
    expect(refusal(() => validateCard(card({ expiry: '', cvc: '' }), NOW)).code).toBe('incomplete_expiry');
  });

  it('computes Luhn and brands', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });
});

describe('sandbox card behaviour', () => {
  const behaviour = (number: string) => cardBehaviour(validateCard(card({ number }), NOW));

  it('lets 4242 and 5555 be saved and charged', () => {
    expect(behaviour('4242424242424242')).toEqual({ attach: null, charge: null });
    expect(behaviour('5555 5555 5555 4444')).toEqual({ attach: null, charge: null });
  });

  it('declines 0002 with a generic decline and 9995 for insufficient funds, when saved and when charged', () => {
    expect(behaviour('4000000000000002').attach).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
    expect(behaviour('4000000000000002').charge).toMatchObject({ code: 'card_declined' });
    expect(behaviour('4000000000009995').attach).toMatchObject({
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
  });

  it('saves 0341 but declines every charge on it', () => {
    const result = behaviour('4000000000000341');
    expect(result.attach).toBeNull();
    expect(result.charge).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
  });

  it('refuses a valid card that is not a test card, as Stripe does in test mode', () => {
    const result = behaviour('4111111111111111');
    expect(result.attach).toMatchObject({
      message: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit our testing docs.',
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
    });
    expect(result.charge).not.toBeNull();
  });

  it("fingerprints a card like Stripe's card.fingerprint: the same for one number however typed, another for another, never the number", () => {
    const visa = cardFingerprint('4242424242424242');
    expect(visa).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(cardFingerprint('4242 4242 4242 4242')).toBe(visa);
    expect(cardFingerprint('5555555555554444')).not.toBe(visa);
    expect(visa).not.toContain('4242');
  });
});
