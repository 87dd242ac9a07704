import { registerAs } from '@nestjs/config';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { env, isProduction, validateConfig } from './validate-config';

const usesStripe = (config: PaymentsConfig) => config.provider === 'stripe';
const STRIPE_PRICE_ID = /^price_/;
const priceMessage = (variable: string) => ({ message: `${variable} must be a Stripe price id (price_…) when STRIPE_SECRET_KEY is set` });

/** The payment providers the app can run with. */
export const PAYMENTS_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentsProvider = (typeof PAYMENTS_PROVIDERS)[number];

class PaymentsConfig {
  /**
   * PAYMENTS_PROVIDER, else stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox that behaves like Stripe's
   * test mode (grants plans for test cards): production runs the sandbox only when PAYMENTS_PROVIDER=sandbox says so.
   */
  @IsIn(PAYMENTS_PROVIDERS, { message: 'PAYMENTS_PROVIDER must be stripe or sandbox' })
  provider: PaymentsProvider = 'sandbox';

  /** True when production runs the sandbox (explicitly allowed): logged loudly at start-up and shown in the back office. */
  @IsBoolean()
  sandboxInProduction: boolean = false;

  @ValidateIf((config: PaymentsConfig) => usesStripe(config) || config.stripeSecretKey !== undefined)
  @IsString({ message: 'STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe' })
  @Matches(/^sk_(test|live)_/, { message: 'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_' })
  stripeSecretKey?: string;

  @ValidateIf(usesStripe)
  @IsString()
  @Matches(/^pk_(test|live)_/, { message: 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_' })
  stripePublishableKey?: string;

  @ValidateIf(usesStripe)
  @IsString()
  @Matches(/^whsec_/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  stripeWebhookSecret?: string;

  /** One Stripe price per plan and period; their amounts must match the plan catalogue (checked at checkout). */
  @ValidateIf(usesStripe)
  @Matches(STRIPE_PRICE_ID, priceMessage('STRIPE_PRICE_PROFESSIONAL_MONTHLY'))
  stripePriceProfessionalMonthly?: string;

  @ValidateIf(usesStripe)
  @Matches(STRIPE_PRICE_ID, priceMessage('STRIPE_PRICE_PROFESSIONAL_ANNUAL'))
  stripePriceProfessionalAnnual?: string;

  @ValidateIf(usesStripe)
  @Matches(STRIPE_PRICE_ID, priceMessage('STRIPE_PRICE_BUSINESS_MONTHLY'))
  stripePriceBusinessMonthly?: string;

  @ValidateIf(usesStripe)
  @Matches(STRIPE_PRICE_ID, priceMessage('STRIPE_PRICE_BUSINESS_ANNUAL'))
  stripePriceBusinessAnnual?: string;

  /** Where the Stripe SDK sends its requests; only tests point it elsewhere (a local fixture server). */
  @IsOptional()
  @IsString()
  stripeApiBaseUrl?: string;

  /** The first subscription's free trial (docs/billing.md#the-first-subscriptions-free-trial). */
  @IsInt()
  @Min(0)
  @Max(90)
  trialDays: number = 14;

  /**
   * One free trial per card (by the provider's fingerprint), whichever account uses it. Off only where everyone pays
   * with the same test card and each new account should still see a trial (test suites, demos).
   */
  @IsIn(['once', 'every-account'], { message: 'TRIAL_PER_CARD must be once or every-account' })
  trialPerCard: 'once' | 'every-account' = 'once';
}

export type PaymentsConfigValues = PaymentsConfig;

export const SANDBOX_IN_PRODUCTION_WARNING =
  'PAYMENTS_PROVIDER=sandbox in production: the sandbox payment provider is active, no card is charged and test cards (4242 4242 4242 4242) get paid plans';

export const paymentsConfig = registerAs('payments', () => {
  const stripeSecretKey = env('STRIPE_SECRET_KEY');
  const chosen = env('PAYMENTS_PROVIDER');
  if (isProduction() && !chosen && !stripeSecretKey) {
    throw new Error(
      'Invalid payments configuration:\n  - production needs STRIPE_SECRET_KEY (with the other STRIPE_* variables), or PAYMENTS_PROVIDER=sandbox to run the test-card sandbox on purpose',
    );
  }
  const provider = chosen ?? (stripeSecretKey ? 'stripe' : 'sandbox');
  return validateConfig(
    PaymentsConfig,
    {
      provider,
      sandboxInProduction: provider === 'sandbox' && isProduction(),
      stripeSecretKey,
      stripePublishableKey: env('STRIPE_PUBLISHABLE_KEY'),
      stripeWebhookSecret: env('STRIPE_WEBHOOK_SECRET'),
      stripePriceProfessionalMonthly: env('STRIPE_PRICE_PROFESSIONAL_MONTHLY'),
      stripePriceProfessionalAnnual: env('STRIPE_PRICE_PROFESSIONAL_ANNUAL'),
      stripePriceBusinessMonthly: env('STRIPE_PRICE_BUSINESS_MONTHLY'),
      stripePriceBusinessAnnual: env('STRIPE_PRICE_BUSINESS_ANNUAL'),
      stripeApiBaseUrl: env('STRIPE_API_BASE_URL'),
      trialDays: env('TRIAL_DAYS'),
      trialPerCard: env('TRIAL_PER_CARD'),
    },
    'payments',
  );
});
