/** A card the checks or the issuer refused, as Stripe's card_error: `message` is Stripe's text, written for the customer. */
export class SandboxCardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'SandboxCardError';
  }
}

/** What the browser asked of an intent or a checkout that the sandbox refuses; its host words the answer (status, text). */
export type SandboxRefusalCode = 'INTENT_NOT_FOUND' | 'INTENT_CANCELED' | 'CHECKOUT_NOT_FOUND' | 'CHECKOUT_COMPLETED' | 'CHECKOUT_EXPIRED';

export class SandboxRefusal extends Error {
  constructor(readonly code: SandboxRefusalCode) {
    super(`The payment sandbox refused the request: ${code}`);
    this.name = 'SandboxRefusal';
  }
}
