import { serverMessage, serverStatus } from '../../../api/client';
import { useConfirmSandboxIntent } from '../api/confirm-sandbox-intent';
import type { CardDetails } from '../card-details';
import { CardForm } from './card-form';
import { PAYMENT_FAILED_FALLBACK, type PaymentFormProps } from './payment-form-props';

/** The sandbox provider: our own card form, confirmed by the sandbox as Stripe.js would confirm the intent. */
export function SandboxPaymentForm({ checkout, submitLabel, processing, footnote, onSubmitted, onConfirmed, onFailed }: PaymentFormProps) {
  const confirmIntent = useConfirmSandboxIntent();

  const pay = (card: CardDetails) => {
    onSubmitted();
    confirmIntent.mutate(
      { body: { clientSecret: checkout.clientSecret, ...card } },
      {
        onSuccess: (intent) => onConfirmed({ intentId: intent.id, status: intent.status }),
        onError: (error) => {
          const status = serverStatus(error);
          onFailed(serverMessage(error) ?? PAYMENT_FAILED_FALLBACK, status === 404 || status === 409);
        },
      },
    );
  };

  return <CardForm submitLabel={submitLabel} pending={processing} onSubmit={pay} footnote={footnote} />;
}
