// The backend test suite's Stripe stand-in (backend/test/support/stripe-fixture-server.ts: a local api.stripe.com, the
// recorded payloads and the webhook signer).
import { requireBackendSupport } from './backend-support.mjs';

export const { startStripeFixtureServer, stripeTestEnv, stripePayloads, signStripeWebhook, stripeOk, stripeErrors } =
  requireBackendSupport('stripe-fixture-server');
