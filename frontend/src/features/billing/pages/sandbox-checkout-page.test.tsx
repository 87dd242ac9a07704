import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { browserNavigation } from '../../../lib/browser-navigation';
import { json, mockFetch, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';
import { trialEndDate } from '../components/order-summary';

const CANCEL_URL = 'http://localhost:3000/payment?plan=professional&period=monthly&payment_status=cancel';

function sessionDto(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_1',
    planId: 'professional',
    planName: 'Professional',
    period: 'monthly',
    amountCents: 24900,
    currency: 'usd',
    trialDays: 14,
    status: 'open',
    cancelUrl: CANCEL_URL,
    ...overrides,
  };
}

function refusal(message: string, errors?: Record<string, string>) {
  return json(402, { statusCode: 402, code: errors ? 'SANDBOX.CARD_INVALID' : 'SANDBOX.CARD_DECLINED', message, errors, requestId: 'req-test' });
}

function mockHostedCheckout(complete: () => Response, session = sessionDto()) {
  return mockFetch({
    'GET /api/user': () => json(200, userDto()),
    'GET /api/sandbox/checkout-sessions/cs_test_1': () => json(200, session),
    'POST /api/sandbox/checkout-sessions/cs_test_1/complete': complete,
  });
}

async function fillCard(cardNumber: string) {
  await userEvent.type(field('Card number'), cardNumber);
  await userEvent.type(field('Expiry'), '1234');
  await userEvent.type(field('CVC'), '123');
}

describe('/checkout/sandbox/:sessionId, the sandbox hosted checkout page', () => {
  it('shows the merchant, the plan, the trial and a way back, then pays and follows the redirect', async () => {
    const redirectUrl = 'http://localhost:3000/payment?plan=professional&period=monthly&payment_status=success&session_id=cs_test_1';
    const fetchMock = mockHostedCheckout(() => json(200, { redirectUrl }));
    renderApp('/checkout/sandbox/cs_test_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Professional' })).toBeInTheDocument();
    expect(screen.getByText('AI Receptionists')).toBeInTheDocument();
    expect(screen.getByText('14 days free')).toBeInTheDocument();
    expect(screen.getByTestId('session-then')).toHaveTextContent(`Then $249.00 per month starting ${formatDate(trialEndDate(14))}`);
    expect(screen.getByRole('link', { name: 'Cancel and return' })).toHaveAttribute('href', CANCEL_URL);
    // The site's own header and footer are not part of a hosted checkout page.
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();

    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));

    await waitFor(() => expect(browserNavigation.leaveTo).toHaveBeenCalledWith(redirectUrl));
    expect(await sentBodies(fetchMock, 'POST', '/api/sandbox/checkout-sessions/cs_test_1/complete')).toEqual([
      { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    ]);
  });

  it("says 'Pay' and the price per period without a trial", async () => {
    mockHostedCheckout(() => json(200, { redirectUrl: '/' }), sessionDto({ trialDays: 0, period: 'annual', amountCents: 238800 }));
    renderApp('/checkout/sandbox/cs_test_1');

    expect(await screen.findByText('$2,388.00')).toBeInTheDocument();
    expect(screen.getByText('per year')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });

  it("stays on the form with the card's refusal, and shows a failed check on its field", async () => {
    let attempts = 0;
    mockHostedCheckout(() =>
      ++attempts === 1
        ? refusal('Your card has insufficient funds.')
        : refusal('Your card number is incorrect.', { cardNumber: 'Your card number is incorrect.' }),
    );
    renderApp('/checkout/sandbox/cs_test_1');
    await screen.findByRole('form', { name: 'Card details' });

    await fillCard('4000000000009995');
    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');

    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => expect(field('Card number')).toHaveAccessibleDescription('Your card number is incorrect.'));
    expect(browserNavigation.leaveTo).not.toHaveBeenCalled();
  });

  it('says when the session can no longer be paid', async () => {
    mockHostedCheckout(() => json(200, {}), sessionDto({ status: 'expired' }));
    renderApp('/checkout/sandbox/cs_test_1');

    expect(await screen.findByRole('heading', { name: 'Checkout unavailable' })).toBeInTheDocument();
    expect(screen.getByText('This checkout session has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to AI Receptionists' })).toHaveAttribute('href', CANCEL_URL);
  });
});
