import { type PaymentsConfig } from '../../../../config';
import {
  loadStripeFixture,
  signStripeWebhook,
  startStripeFixtureServer,
  STRIPE_TEST_KEYS,
  STRIPE_TEST_PRICES,
  stripeErrors,
  stripeOk,
  stripePayloads,
  type StripeFixtureName,
  type StripeFixtureServer,
} from '../../../../../test/support/stripe-fixture-server';
import { CardError, InvalidWebhookSignature } from '../payment-provider';
import { StripePaymentProvider } from './stripe-payment.provider';

// The real Stripe SDK against a local server that answers with recorded Stripe payloads.
describe('StripePaymentProvider', () => {
  let server: StripeFixtureServer;
  let provider: StripePaymentProvider;

  const SUBSCRIPTION_ID = 'sub_1SVb4nLkdIwHu7ixQm3R8vTa';
  const CUSTOMER_ID = 'cus_TSk2vQm8Xr4nLa';
  const VISA_4242 = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, fingerprint: 'Xt5EWLLDS7FJjR1c' };
  const unix = (seconds: number) => new Date(seconds * 1000);

  const configFor = (overrides: Partial<PaymentsConfig> = {}): PaymentsConfig => ({
    provider: 'stripe',
    sandboxInProduction: false,
    stripeSecretKey: STRIPE_TEST_KEYS.secretKey,
    stripePublishableKey: STRIPE_TEST_KEYS.publishableKey,
    stripeWebhookSecret: STRIPE_TEST_KEYS.webhookSecret,
    stripePriceProfessionalMonthly: STRIPE_TEST_PRICES.professionalMonthly.id,
    stripePriceProfessionalAnnual: STRIPE_TEST_PRICES.professionalAnnual.id,
    stripePriceBusinessMonthly: STRIPE_TEST_PRICES.businessMonthly.id,
    stripePriceBusinessAnnual: STRIPE_TEST_PRICES.businessAnnual.id,
    stripeApiBaseUrl: server.url,
    trialDays: 14,
    trialPerCard: 'once',
    ...overrides,
  });

  const onlyRequest = (method: string, path: string) => {
    const requests = server.requestsTo(method, path);
    expect(requests).toHaveLength(1);
    return requests[0];
  };

  beforeAll(async () => {
    server = await startStripeFixtureServer();
    provider = new StripePaymentProvider(configFor());
  });
  afterEach(() => server.reset());
  afterAll(() => server.close());

  describe('requests', () => {
    it('sends the secret key and the API version the SDK is pinned to', async () => {
      server.on('POST', '/v1/customers', stripeOk(stripePayloads.customer()));

      await provider.createCustomer({ userId: 42, email: 'dana.owner@northside-dental.example', name: 'Dana Whitfield' }, 'customer-42');

      const request = onlyRequest('POST', '/v1/customers');
      expect(request.headers.authorization).toBe(`Bearer ${STRIPE_TEST_KEYS.secretKey}`);
      expect(request.stripeVersion).toBe('2026-10-28.endive');
      expect(request.headers['user-agent']).toContain('ai-receptionists');
    });
  });

  describe('createCustomer', () => {
    it('creates the customer with the user id in its metadata and the idempotency key', async () => {
      server.on('POST', '/v1/customers', stripeOk(stripePayloads.customer()));

      const id = await provider.createCustomer({ userId: 42, email: 'dana.owner@northside-dental.example', name: 'Dana Whitfield' }, 'customer-42');

      expect(id).toBe(CUSTOMER_ID);
      const request = onlyRequest('POST', '/v1/customers');
      expect(request.body).toEqual({ email: 'dana.owner@northside-dental.example', name: 'Dana Whitfield', metadata: { userId: '42' } });
      expect(request.idempotencyKey).toBe('customer-42');
    });

    it('leaves the name out when the user has none', async () => {
      server.on('POST', '/v1/customers', stripeOk(stripePayloads.customer({ name: null })));

      await provider.createCustomer({ userId: 7, email: 'x@example.com', name: null }, 'customer-7');

      expect(onlyRequest('POST', '/v1/customers').body).toEqual({ email: 'x@example.com', metadata: { userId: '7' } });
    });
  });

  describe('createSubscription', () => {
    const input = {
      customerId: CUSTOMER_ID,
      priceId: STRIPE_TEST_PRICES.professionalMonthly.id,
      metadata: { userId: '42', planId: 'professional', period: 'monthly' },
    };

    it('starts a trial whose card is collected through the pending SetupIntent, charging nothing now', async () => {
      server.on('POST', '/v1/subscriptions', stripeOk(stripePayloads.trialingSubscription()));

      const checkout = await provider.createSubscription({ ...input, trialDays: 14 }, 'subscribe-42-1');

      expect(checkout).toEqual({
        subscriptionId: SUBSCRIPTION_ID,
        clientSecret: 'seti_1SVb4nLkdIwHu7ixTr4wQ8Zm_secret_TSk4QmVd8RzXo3pLnWcF2aJyE6uKbHg',
        intentId: 'seti_1SVb4nLkdIwHu7ixTr4wQ8Zm',
        intentKind: 'setup',
        amountDueCents: 0,
      });
      const request = onlyRequest('POST', '/v1/subscriptions');
      expect(request.idempotencyKey).toBe('subscribe-42-1');
      expect(request.body).toEqual({
        customer: CUSTOMER_ID,
        items: [{ price: STRIPE_TEST_PRICES.professionalMonthly.id }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        trial_period_days: '14',
        metadata: { userId: '42', planId: 'professional', period: 'monthly' },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      });
    });

    it('without a trial, hands over the first invoice’s confirmation secret and its PaymentIntent id', async () => {
      server.on('POST', '/v1/subscriptions', stripeOk(stripePayloads.incompleteSubscription()));

      const checkout = await provider.createSubscription({ ...input, trialDays: 0 }, 'subscribe-42-2');

      expect(checkout).toEqual({
        subscriptionId: SUBSCRIPTION_ID,
        clientSecret: 'pi_3SVb4oLkdIwHu7ix0d9Lk2Ru_secret_Xk4o9vTQwZ2rNb7LmKcP3sYhA',
        intentId: 'pi_3SVb4oLkdIwHu7ix0d9Lk2Ru',
        intentKind: 'payment',
        amountDueCents: 24900,
      });
      const request = onlyRequest('POST', '/v1/subscriptions');
      expect(request.body).not.toHaveProperty('trial_period_days');
      expect(request.body).toMatchObject({ payment_behavior: 'default_incomplete', expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'] });
      expect(request.idempotencyKey).toBe('subscribe-42-2');
    });

    it('fails loudly when Stripe returns nothing to confirm', async () => {
      server.on('POST', '/v1/subscriptions', stripeOk(stripePayloads.incompleteSubscription({ latest_invoice: { confirmation_secret: null } })));

      await expect(provider.createSubscription({ ...input, trialDays: 0 }, 'subscribe-42-3')).rejects.toThrow(/neither a pending SetupIntent nor an invoice/);
    });
  });

  describe('changeSubscriptionPrice', () => {
    it('moves the single item to the new price, invoicing the proration at once', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ default_payment_method: 'pm_1SVb7qLkdIwHu7ixC4rdV1sa' })));
      server.on('POST', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({}, 'businessMonthly')));

      const subscription = await provider.changeSubscriptionPrice(SUBSCRIPTION_ID, STRIPE_TEST_PRICES.businessMonthly.id, 'change-42-business');

      const update = onlyRequest('POST', `/v1/subscriptions/${SUBSCRIPTION_ID}`);
      expect(update.idempotencyKey).toBe('change-42-business');
      expect(update.body).toEqual({
        items: [{ id: 'si_TSk4c4R2xLw9Zb', price: STRIPE_TEST_PRICES.businessMonthly.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: 'false',
        expand: ['default_payment_method'],
      });
      expect(subscription).toMatchObject({ priceId: STRIPE_TEST_PRICES.businessMonthly.id, unitAmountCents: 59900, card: VISA_4242 });
    });

    it('turns a card refusal into a CardError with Stripe’s message', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription()));
      server.on('POST', '/v1/subscriptions/:id', stripeErrors.cardDeclined());

      const failure = provider.changeSubscriptionPrice(SUBSCRIPTION_ID, STRIPE_TEST_PRICES.businessAnnual.id, 'change-42-annual');

      await expect(failure).rejects.toBeInstanceOf(CardError);
      await expect(failure).rejects.toMatchObject({ message: 'Your card has insufficient funds.', code: 'card_declined', declineCode: 'insufficient_funds' });
      expect(server.requestsTo('POST', '/v1/subscriptions/:id')).toHaveLength(1);
    });

    it('leaves the decline code out when Stripe gives none', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription()));
      server.on(
        'POST',
        '/v1/subscriptions/:id',
        stripeErrors.cardDeclined({ code: 'expired_card', decline_code: undefined, message: 'Your card has expired.' }),
      );

      const error = await provider.changeSubscriptionPrice(SUBSCRIPTION_ID, STRIPE_TEST_PRICES.businessAnnual.id, 'k').catch((caught) => caught);

      expect(error).toBeInstanceOf(CardError);
      expect(error).toMatchObject({ message: 'Your card has expired.', code: 'expired_card', declineCode: undefined });
    });

    it('propagates a missing subscription', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeErrors.resourceMissing('subscription', 'sub_gone'));

      await expect(provider.changeSubscriptionPrice('sub_gone', STRIPE_TEST_PRICES.businessMonthly.id, 'k')).rejects.toThrow(
        "No such subscription: 'sub_gone'",
      );
      expect(server.requestsTo('POST', '/v1/subscriptions/:id')).toHaveLength(0);
    });
  });

  describe('cancelAtPeriodEnd', () => {
    it('sets cancel_at_period_end and maps the answer', async () => {
      server.on('POST', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ cancel_at_period_end: true })));

      const subscription = await provider.cancelAtPeriodEnd(SUBSCRIPTION_ID, 'cancel-42');

      const request = onlyRequest('POST', `/v1/subscriptions/${SUBSCRIPTION_ID}`);
      expect(request.body).toEqual({ cancel_at_period_end: 'true', expand: ['default_payment_method'] });
      expect(request.idempotencyKey).toBe('cancel-42');
      expect(subscription.cancelAtPeriodEnd).toBe(true);
    });
  });

  describe('endTrialNow', () => {
    it("ends a trialing subscription's trial with trial_end 'now' and the idempotency key, answering it charged", async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ status: 'trialing', trial_end: 1796396645 })));
      server.on('POST', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ status: 'active', trial_end: 1795190000 })));

      const subscription = await provider.endTrialNow(SUBSCRIPTION_ID, 'trial-42-end');

      const request = onlyRequest('POST', `/v1/subscriptions/${SUBSCRIPTION_ID}`);
      expect(request.body).toEqual({ trial_end: 'now', expand: ['default_payment_method'] });
      expect(request.idempotencyKey).toBe('trial-42-end');
      expect(subscription).toMatchObject({ status: 'active', card: VISA_4242 });
    });

    it('changes nothing on a subscription no longer trialing', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription()));

      expect(await provider.endTrialNow(SUBSCRIPTION_ID, 'trial-42-end')).toMatchObject({ status: 'active' });
      expect(server.requestsTo('POST', '/v1/subscriptions/:id')).toHaveLength(0);
    });
  });

  describe('cancelNow', () => {
    it('cancels the subscription at once', async () => {
      server.on(
        'DELETE',
        '/v1/subscriptions/:id',
        stripeOk(stripePayloads.subscription({ status: 'canceled', canceled_at: 1795190000, ended_at: 1795190000 })),
      );

      await provider.cancelNow(SUBSCRIPTION_ID, 'abandon-42');

      expect(onlyRequest('DELETE', `/v1/subscriptions/${SUBSCRIPTION_ID}`).idempotencyKey).toBe('abandon-42');
    });

    it('accepts a subscription Stripe no longer knows (already canceled, or never created)', async () => {
      server.on('DELETE', '/v1/subscriptions/:id', stripeErrors.resourceMissing('subscription', SUBSCRIPTION_ID));

      await expect(provider.cancelNow(SUBSCRIPTION_ID, 'abandon-42')).resolves.toBeUndefined();
    });

    it('accepts a refusal when the subscription turns out to be canceled already', async () => {
      server.on(
        'DELETE',
        '/v1/subscriptions/:id',
        stripeErrors.of(400, { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' }),
      );
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ status: 'canceled' })));

      await expect(provider.cancelNow(SUBSCRIPTION_ID, 'abandon-42')).resolves.toBeUndefined();
    });

    it('propagates any other failure', async () => {
      server.on(
        'DELETE',
        '/v1/subscriptions/:id',
        stripeErrors.of(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****0000' }),
      );

      await expect(provider.cancelNow(SUBSCRIPTION_ID, 'abandon-42')).rejects.toThrow(/Invalid API Key/);
    });
  });

  describe('refundLatestInvoice', () => {
    const paidInvoice = () =>
      stripePayloads.invoice({ payments: { object: 'list', data: [stripePayloads.invoicePayment()], has_more: false, url: '/v1/invoice_payments' } } as never);
    const withLatestInvoice = (invoice: object) => stripeOk(stripePayloads.subscription({ status: 'canceled', latest_invoice: invoice } as never));

    it('refunds the PaymentIntent that paid the latest invoice, as a duplicate, with the idempotency key', async () => {
      server.on('GET', '/v1/subscriptions/:id', withLatestInvoice(paidInvoice()));
      server.on('POST', '/v1/refunds', stripeOk(stripePayloads.refund()));

      const invoice = await provider.refundLatestInvoice(SUBSCRIPTION_ID, 'duplicate-sub-refund');

      expect(onlyRequest('GET', `/v1/subscriptions/${SUBSCRIPTION_ID}`).query).toEqual({ expand: ['latest_invoice.payments'] });
      const refund = onlyRequest('POST', '/v1/refunds');
      expect(refund.body).toEqual({ payment_intent: 'pi_3SVb4oLkdIwHu7ix0d9Lk2Ru', reason: 'duplicate' });
      expect(refund.idempotencyKey).toBe('duplicate-sub-refund');
      expect(invoice).toMatchObject({ id: 'in_1SVb4nLkdIwHu7ixb0VnQ2aE', subscriptionId: SUBSCRIPTION_ID, status: 'paid', amountPaidCents: 24900 });
    });

    it('refunds nothing when the latest invoice charged nothing (a trial’s $0 invoice)', async () => {
      server.on(
        'GET',
        '/v1/subscriptions/:id',
        withLatestInvoice(
          stripePayloads.invoice({
            amount_due: 0,
            amount_paid: 0,
            total: 0,
            payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
          } as never),
        ),
      );

      expect(await provider.refundLatestInvoice(SUBSCRIPTION_ID, 'duplicate-sub-refund')).toBeNull();
      expect(server.requestsTo('POST', '/v1/refunds')).toHaveLength(0);
    });

    it('accepts a charge refunded before (another key, or this one expired at Stripe)', async () => {
      server.on('GET', '/v1/subscriptions/:id', withLatestInvoice(paidInvoice()));
      server.on(
        'POST',
        '/v1/refunds',
        stripeErrors.of(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_3SVb4oLkdIwHu7ix0Xb1Ch4g has already been refunded.',
        }),
      );

      await expect(provider.refundLatestInvoice(SUBSCRIPTION_ID, 'duplicate-sub-refund')).resolves.toMatchObject({ id: 'in_1SVb4nLkdIwHu7ixb0VnQ2aE' });
    });

    it('propagates any other refusal', async () => {
      server.on('GET', '/v1/subscriptions/:id', withLatestInvoice(paidInvoice()));
      server.on(
        'POST',
        '/v1/refunds',
        stripeErrors.of(400, { type: 'invalid_request_error', code: 'charge_disputed', message: 'Charge ch_3SVb4oLkdIwHu7ix0Xb1Ch4g has been charged back.' }),
      );

      await expect(provider.refundLatestInvoice(SUBSCRIPTION_ID, 'duplicate-sub-refund')).rejects.toThrow(/charged back/);
    });
  });

  describe('expireCheckoutSession', () => {
    const SESSION_ID = 'cs_test_a1VbZ2q0Xr4nLa';
    const notOpen = stripeErrors.of(400, { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' });

    it('expires the session with the idempotency key', async () => {
      server.on('POST', '/v1/checkout/sessions/:id/expire', stripeOk(stripePayloads.openCheckoutSession({ status: 'expired', url: null })));

      await provider.expireCheckoutSession(SESSION_ID, 'checkout-17-expire');

      expect(onlyRequest('POST', `/v1/checkout/sessions/${SESSION_ID}/expire`).idempotencyKey).toBe('checkout-17-expire');
    });

    it('accepts a refusal when the session is no longer open (paid or expired meanwhile)', async () => {
      server.on('POST', '/v1/checkout/sessions/:id/expire', notOpen);
      server.on('GET', '/v1/checkout/sessions/:id', stripeOk(stripePayloads.checkoutSession()));

      await expect(provider.expireCheckoutSession(SESSION_ID, 'checkout-17-expire')).resolves.toBeUndefined();
    });

    it('propagates a refusal while the session is still open', async () => {
      server.on('POST', '/v1/checkout/sessions/:id/expire', notOpen);
      server.on('GET', '/v1/checkout/sessions/:id', stripeOk(stripePayloads.openCheckoutSession()));

      await expect(provider.expireCheckoutSession(SESSION_ID, 'checkout-17-expire')).rejects.toThrow(/can be expired/);
    });
  });

  describe('createCheckoutSession', () => {
    const input = {
      customerId: CUSTOMER_ID,
      priceId: STRIPE_TEST_PRICES.professionalMonthly.id,
      metadata: { userId: '42', checkoutId: '17' },
      successUrl: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/checkout?plan=professional&period=monthly&cancelled=1',
    };

    it('opens a subscription checkout that always collects a card, with the trial on the subscription', async () => {
      server.on('POST', '/v1/checkout/sessions', stripeOk(stripePayloads.openCheckoutSession()));

      const session = await provider.createCheckoutSession({ ...input, trialDays: 14 }, 'checkout-17');

      const request = onlyRequest('POST', '/v1/checkout/sessions');
      expect(request.idempotencyKey).toBe('checkout-17');
      expect(request.body).toEqual({
        mode: 'subscription',
        customer: CUSTOMER_ID,
        line_items: [{ price: STRIPE_TEST_PRICES.professionalMonthly.id, quantity: '1' }],
        subscription_data: { metadata: { userId: '42', checkoutId: '17' }, trial_period_days: '14' },
        payment_method_collection: 'always',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { userId: '42', checkoutId: '17' },
      });
      expect(session).toEqual({
        id: 'cs_test_b1Q7vRk2XnP9sLw4TzYh6MdC3aFe8GuJ0oBiKqNrVxSt5WmEy',
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
        status: 'open',
        paymentStatus: 'unpaid',
        customerId: CUSTOMER_ID,
        subscriptionId: null,
        metadata: { userId: '42', checkoutId: '17' },
      });
    });

    it('sends no trial when there is none', async () => {
      server.on('POST', '/v1/checkout/sessions', stripeOk(stripePayloads.openCheckoutSession()));

      await provider.createCheckoutSession({ ...input, trialDays: 0 }, 'checkout-18');

      expect(onlyRequest('POST', '/v1/checkout/sessions').body.subscription_data).toEqual({ metadata: { userId: '42', checkoutId: '17' } });
    });
  });

  describe('createPortalSession', () => {
    it('returns the portal page for the customer', async () => {
      server.on('POST', '/v1/billing_portal/sessions', stripeOk(stripePayloads.portalSession()));

      const url = await provider.createPortalSession(CUSTOMER_ID, 'http://localhost:3000/dashboard?tab=billing');

      expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
      expect(onlyRequest('POST', '/v1/billing_portal/sessions').body).toEqual({
        customer: CUSTOMER_ID,
        return_url: 'http://localhost:3000/dashboard?tab=billing',
      });
    });
  });

  describe('retrieveSubscription', () => {
    it('maps the subscription, its item’s price and period, and the card of its default payment method', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription()));

      const subscription = await provider.retrieveSubscription(SUBSCRIPTION_ID);

      expect(onlyRequest('GET', `/v1/subscriptions/${SUBSCRIPTION_ID}`).query).toEqual({ expand: ['default_payment_method'] });
      expect(subscription).toEqual({
        id: SUBSCRIPTION_ID,
        customerId: CUSTOMER_ID,
        status: 'active',
        priceId: STRIPE_TEST_PRICES.professionalMonthly.id,
        unitAmountCents: 24900,
        currentPeriodEnd: new Date('2026-12-20T15:04:05Z'),
        trialEnd: null,
        cancelAtPeriodEnd: false,
        card: VISA_4242,
        metadata: { userId: '42', planId: 'professional', period: 'monthly' },
      });
    });

    it('maps a trial’s end and a subscription without a card yet', async () => {
      server.on(
        'GET',
        '/v1/subscriptions/:id',
        stripeOk(stripePayloads.trialingSubscription({ pending_setup_intent: 'seti_1SVb4nLkdIwHu7ixTr4wQ8Zm', latest_invoice: 'in_1SVb4nLkdIwHu7ixTr1aL0In' })),
      );

      const subscription = await provider.retrieveSubscription(SUBSCRIPTION_ID);

      expect(subscription).toMatchObject({ status: 'trialing', trialEnd: unix(1796396645), currentPeriodEnd: unix(1796396645), card: null });
    });

    it('reads a cancellation scheduled for the period’s end as cancel at period end', async () => {
      const periodEnd = 1797779045;
      server.on('GET', '/v1/subscriptions/:id', stripeOk(stripePayloads.subscription({ cancel_at: periodEnd, cancel_at_period_end: false })));

      expect(await provider.retrieveSubscription(SUBSCRIPTION_ID)).toMatchObject({ cancelAtPeriodEnd: true });
    });

    it('answers null for a subscription Stripe does not know', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeErrors.resourceMissing('subscription', 'sub_1SVbMissingLkdIwHu7ix00'));

      expect(await provider.retrieveSubscription('sub_1SVbMissingLkdIwHu7ix00')).toBeNull();
    });

    it('propagates other Stripe errors', async () => {
      server.on('GET', '/v1/subscriptions/:id', stripeErrors.of(500, { type: 'api_error', message: 'An unknown error occurred' }));

      await expect(provider.retrieveSubscription(SUBSCRIPTION_ID)).rejects.toThrow('An unknown error occurred');
    });

    it('propagates a 404 that is not resource_missing (an unrouted URL)', async () => {
      await expect(provider.retrieveSubscription(SUBSCRIPTION_ID)).rejects.toThrow(/Unrecognized request URL/);
    });
  });

  describe('retrieveIntent', () => {
    it('maps a PaymentIntent with its card', async () => {
      server.on('GET', '/v1/payment_intents/:id', stripeOk(stripePayloads.paymentIntent()));

      const intent = await provider.retrieveIntent('pi_3SVb4oLkdIwHu7ix0d9Lk2Ru');

      expect(onlyRequest('GET', '/v1/payment_intents/pi_3SVb4oLkdIwHu7ix0d9Lk2Ru').query).toEqual({ expand: ['payment_method'] });
      expect(intent).toEqual({
        id: 'pi_3SVb4oLkdIwHu7ix0d9Lk2Ru',
        kind: 'payment',
        status: 'succeeded',
        customerId: CUSTOMER_ID,
        amountCents: 24900,
        currency: 'usd',
        card: VISA_4242,
      });
    });

    it('maps a SetupIntent with its card', async () => {
      server.on('GET', '/v1/setup_intents/:id', stripeOk(stripePayloads.setupIntent()));

      const intent = await provider.retrieveIntent('seti_1SVb4nLkdIwHu7ixTr4wQ8Zm');

      expect(onlyRequest('GET', '/v1/setup_intents/seti_1SVb4nLkdIwHu7ixTr4wQ8Zm').query).toEqual({ expand: ['payment_method'] });
      expect(intent).toEqual({
        id: 'seti_1SVb4nLkdIwHu7ixTr4wQ8Zm',
        kind: 'setup',
        status: 'succeeded',
        customerId: CUSTOMER_ID,
        amountCents: null,
        currency: null,
        card: VISA_4242,
      });
    });

    it('answers null for an intent Stripe does not know, and for ids that are not intents without asking', async () => {
      server.on('GET', '/v1/payment_intents/:id', stripeErrors.resourceMissing('payment_intent', 'pi_unknown'));

      expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
      expect(await provider.retrieveIntent('sandbox_pi_1')).toBeNull();
      expect(await provider.retrieveIntent('in_1SVb4nLkdIwHu7ixb0VnQ2aE')).toBeNull();
      expect(server.requests).toHaveLength(1);
    });
  });

  describe('retrieveCheckoutSession', () => {
    it('maps a completed, paid session and its subscription', async () => {
      server.on('GET', '/v1/checkout/sessions/:id', stripeOk(stripePayloads.checkoutSession()));

      const session = await provider.retrieveCheckoutSession('cs_test_b1Q7vRk2XnP9sLw4TzYh6MdC3aFe8GuJ0oBiKqNrVxSt5WmEy');

      expect(session).toEqual({
        id: 'cs_test_b1Q7vRk2XnP9sLw4TzYh6MdC3aFe8GuJ0oBiKqNrVxSt5WmEy',
        url: null,
        status: 'complete',
        paymentStatus: 'paid',
        customerId: CUSTOMER_ID,
        subscriptionId: SUBSCRIPTION_ID,
        metadata: { userId: '42', checkoutId: '17' },
      });
    });

    it('answers null for a session Stripe does not know', async () => {
      server.on('GET', '/v1/checkout/sessions/:id', stripeErrors.resourceMissing('checkout.session', 'cs_test_unknown'));

      expect(await provider.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
    });
  });

  describe('retrieveInvoice', () => {
    it('maps the invoice, its subscription (parent.subscription_details) and its hosted page', async () => {
      server.on('GET', '/v1/invoices/:id', stripeOk(stripePayloads.invoice()));

      const invoice = await provider.retrieveInvoice('in_1SVb4nLkdIwHu7ixb0VnQ2aE');

      expect(invoice).toEqual({
        id: 'in_1SVb4nLkdIwHu7ixb0VnQ2aE',
        customerId: CUSTOMER_ID,
        subscriptionId: SUBSCRIPTION_ID,
        status: 'paid',
        amountDueCents: 24900,
        amountPaidCents: 24900,
        currency: 'usd',
        hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\/i\/acct_/),
        description: null,
        createdAt: new Date('2026-11-20T15:04:05Z'),
        paidAt: new Date('2026-11-20T15:04:12Z'),
      });
    });

    it('maps an unpaid renewal', async () => {
      server.on('GET', '/v1/invoices/:id', stripeOk(stripePayloads.failedInvoice()));

      expect(await provider.retrieveInvoice('in_1SXr2aLkdIwHu7ixRnw1Fa1L')).toMatchObject({
        status: 'open',
        amountPaidCents: 0,
        paidAt: null,
        subscriptionId: SUBSCRIPTION_ID,
      });
    });

    it('answers null for an invoice Stripe does not know', async () => {
      server.on('GET', '/v1/invoices/:id', stripeErrors.resourceMissing('invoice', 'in_unknown'));

      expect(await provider.retrieveInvoice('in_unknown')).toBeNull();
    });
  });

  describe('constructWebhookEvent', () => {
    const recordedEvents: StripeFixtureName[] = [
      'event-customer-subscription-updated',
      'event-invoice-paid',
      'event-checkout-session-completed',
      'event-invoice-payment-failed',
    ];
    const now = () => Math.floor(Date.now() / 1000);

    it.each(recordedEvents)('returns the %s event when its signature is good', (name) => {
      const payload = loadStripeFixture<{ id: string; type: string; data: unknown }>(name);
      const { body, signature } = signStripeWebhook(payload);

      const event = provider.constructWebhookEvent(Buffer.from(body), signature);

      expect(event).toMatchObject({ id: payload.id, type: payload.type, data: payload.data });
    });

    it('accepts a signature just inside the 300 s tolerance', () => {
      const { body, signature } = signStripeWebhook(stripePayloads.event('invoice.paid'), { timestamp: now() - 290 });

      expect(provider.constructWebhookEvent(Buffer.from(body), signature).type).toBe('invoice.paid');
    });

    it('refuses a tampered body', () => {
      const { body, signature } = signStripeWebhook(stripePayloads.event('invoice.paid'));
      const tampered = body.replace('"amount_paid": 24900', '"amount_paid": 2490000');
      expect(tampered).not.toBe(body);

      expect(() => provider.constructWebhookEvent(Buffer.from(tampered), signature)).toThrow(InvalidWebhookSignature);
    });

    it('refuses a body signed with another secret', () => {
      const { body, signature } = signStripeWebhook(stripePayloads.event('checkout.session.completed'), { secret: 'whsec_someoneElsesEndpointSecret' });

      expect(() => provider.constructWebhookEvent(Buffer.from(body), signature)).toThrow(InvalidWebhookSignature);
    });

    it('refuses a signature older than 300 s', () => {
      const { body, signature } = signStripeWebhook(stripePayloads.event('customer.subscription.updated'), { timestamp: now() - 301 });

      expect(() => provider.constructWebhookEvent(Buffer.from(body), signature)).toThrow(/Invalid webhook signature: .*tolerance/i);
    });

    it('refuses a missing or malformed header', () => {
      const body = Buffer.from(JSON.stringify(stripePayloads.event('invoice.payment_failed')));

      expect(() => provider.constructWebhookEvent(body, undefined)).toThrow(InvalidWebhookSignature);
      expect(() => provider.constructWebhookEvent(body, '')).toThrow(InvalidWebhookSignature);
      expect(() => provider.constructWebhookEvent(body, 'not-a-stripe-signature')).toThrow(InvalidWebhookSignature);
    });
  });

  describe('configuration', () => {
    it('refuses to start without a secret key', () => {
      expect(() => new StripePaymentProvider(configFor({ stripeSecretKey: undefined }))).toThrow(/STRIPE_SECRET_KEY/);
    });
  });
});
