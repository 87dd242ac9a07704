import { CARD_MESSAGES } from '@receptionists/payments-sandbox';
import type { PaymentsConfig } from '../../../../config';
import { CardError } from '../payment-provider';
import { SandboxEnabledGuard } from './sandbox.controller';
import { cardErrorResponse, rethrowCardError } from './sandbox.errors';

describe('sandbox routes', () => {
  it('exist only while the sandbox is the payment provider', () => {
    expect(new SandboxEnabledGuard({ provider: 'sandbox' } as PaymentsConfig).canActivate()).toBe(true);
    expect(() => new SandboxEnabledGuard({ provider: 'stripe' } as PaymentsConfig).canActivate()).toThrow(
      expect.objectContaining({ status: 404, code: 'REQUEST.NOT_FOUND' }),
    );
  });

  it('answer a failed card check with 402 CARD_INVALID naming the field', () => {
    expect(cardErrorResponse(new CardError(CARD_MESSAGES.expiryPast, 'invalid_expiry_year_past'))).toMatchObject({
      status: 402,
      code: 'SANDBOX.CARD_INVALID',
      message: "Your card's expiration date is in the past.",
      errors: { expiry: "Your card's expiration date is in the past." },
    });
    expect(cardErrorResponse(new CardError(CARD_MESSAGES.cvcIncomplete, 'incomplete_cvc')).errors).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
  });

  it("answer the issuer's refusal with 402 CARD_DECLINED and Stripe's message", () => {
    const response = cardErrorResponse(new CardError(CARD_MESSAGES.insufficientFunds, 'card_declined', 'insufficient_funds'));
    expect(response).toMatchObject({ status: 402, code: 'SANDBOX.CARD_DECLINED', message: 'Your card has insufficient funds.' });
    expect(response.errors).toBeUndefined();
  });

  it('let other errors through unchanged', () => {
    const other = new Error('database down');
    expect(() => rethrowCardError(other)).toThrow(other);
  });
});
