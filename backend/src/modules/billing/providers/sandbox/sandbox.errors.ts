import { HttpStatus } from '@nestjs/common';
import { CARD_VALIDATION_CODES, SandboxCardError, SandboxRefusal } from '@receptionists/payments-sandbox';
import { AppException, appError, defineErrors } from '../../../../common/errors/app.exception';
import { CardError } from '../payment-provider';

export const SANDBOX_ERRORS = defineErrors({
  INTENT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'SANDBOX.INTENT_NOT_FOUND', message: 'This payment was not found' },
  INTENT_CANCELED: {
    status: HttpStatus.CONFLICT,
    code: 'SANDBOX.INTENT_CANCELED',
    message: 'This payment was cancelled and can no longer be completed. Please start the checkout again.',
  },
  CHECKOUT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'SANDBOX.CHECKOUT_NOT_FOUND', message: 'This checkout was not found' },
  CHECKOUT_COMPLETED: { status: HttpStatus.CONFLICT, code: 'SANDBOX.CHECKOUT_COMPLETED', message: 'This checkout has already been completed.' },
  CHECKOUT_EXPIRED: {
    status: HttpStatus.CONFLICT,
    code: 'SANDBOX.CHECKOUT_EXPIRED',
    message: 'This checkout has expired. Please choose your plan again to start a new one.',
  },
  INVOICE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'SANDBOX.INVOICE_NOT_FOUND', message: 'This invoice was not found' },
  CARD_DECLINED: { status: HttpStatus.PAYMENT_REQUIRED, code: 'SANDBOX.CARD_DECLINED', message: 'Your card was declined.' },
  CARD_INVALID: { status: HttpStatus.PAYMENT_REQUIRED, code: 'SANDBOX.CARD_INVALID', message: 'Your card number is incorrect.' },
});

/** Which form field a failed card check is about, so the form can show the message beside it. */
const FIELD_OF: Record<string, string> = {
  incorrect_number: 'cardNumber',
  incomplete_expiry: 'expiry',
  invalid_expiry_year_past: 'expiry',
  invalid_expiry_month_past: 'expiry',
  incomplete_cvc: 'cvc',
};

/** A card refusal as the API answers it: 402 with Stripe's message; a failed check also names its field. */
export function cardErrorResponse(error: CardError): AppException {
  if (CARD_VALIDATION_CODES.includes(error.code)) {
    const field = FIELD_OF[error.code];
    return new AppException(
      SANDBOX_ERRORS.CARD_INVALID.status,
      SANDBOX_ERRORS.CARD_INVALID.code,
      error.message,
      field ? { [field]: error.message } : undefined,
    );
  }
  return new AppException(SANDBOX_ERRORS.CARD_DECLINED.status, SANDBOX_ERRORS.CARD_DECLINED.code, error.message);
}

/** For `.catch()` on a provider call: card refusals become their 402, anything else goes on unchanged. */
export function rethrowCardError(error: unknown): never {
  throw error instanceof CardError ? cardErrorResponse(error) : error;
}

/**
 * For a call into the payment sandbox: its card refusals become the port's CardError (as the Stripe adapter does with
 * Stripe's), its refusals of the browser's requests this catalogue's errors; anything else goes on unchanged.
 */
export async function translatingSandboxErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SandboxCardError) throw new CardError(error.message, error.code, error.declineCode);
    if (error instanceof SandboxRefusal) throw appError(SANDBOX_ERRORS[error.code]);
    throw error;
  }
}
