import { registerAs } from '@nestjs/config';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { env, validateConfig } from './validate-config';

class PaymentsConfig {
  /** stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox that behaves like Stripe's test mode. */
  @IsIn(['stripe', 'sandbox'])
  provider: 'stripe' | 'sandbox' = 'sandbox';

  @IsOptional() @IsString() @Matches(/^sk_(test|live)_/, { message: 'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_' })
  stripeSecretKey?: string;

  @IsOptional() @IsString() @Matches(/^pk_(test|live)_/, { message: 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_' })
  stripePublishableKey?: string;

  @IsOptional() @IsString() @Matches(/^whsec_/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  stripeWebhookSecret?: string;
}

export type PaymentsConfigValues = PaymentsConfig;

export const paymentsConfig = registerAs('payments', () => {
  const stripeSecretKey = env('STRIPE_SECRET_KEY');
  return validateConfig(
    PaymentsConfig,
    {
      provider: stripeSecretKey ? 'stripe' : 'sandbox',
      stripeSecretKey,
      stripePublishableKey: env('STRIPE_PUBLISHABLE_KEY'),
      stripeWebhookSecret: env('STRIPE_WEBHOOK_SECRET'),
    },
    'payments',
  );
});
