import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, deferred, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { OVERAGE_RULE } from '../../../test/call-fixtures';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

type User = ReturnType<typeof userDto> | null;

async function openPricing(user: User = null) {
  mockFetch({
    'GET /api/user': () => (user ? json(200, user) : signedOut()),
    'GET /api/plans': () => json(200, plansDto()),
  });
  const view = renderApp('/pricing');
  await screen.findByRole('article', { name: 'Professional' });
  return view;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

function price(name: string) {
  return within(card(name)).getByTestId('plan-price');
}

describe('/pricing', () => {
  it('shows monthly prices, then the annual price per month, the savings and 20% when switched', async () => {
    await openPricing();

    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(price('Professional')).toHaveTextContent('$249');
    expect(price('Business')).toHaveTextContent('$599');
    expect(card('Enterprise')).toHaveTextContent('Custom Pricing');
    expect(card('Professional')).not.toHaveTextContent('Save $');

    const annual = screen.getByRole('button', { name: /Annual/ });
    expect(annual).toHaveTextContent('20%');
    await userEvent.click(annual);

    expect(annual).toHaveAttribute('aria-pressed', 'true');
    // 2388 / 12 = 199; 249 * 12 - 2388 = 600
    expect(price('Professional')).toHaveTextContent('$199');
    expect(card('Professional')).toHaveTextContent('Billed annually at $2,388');
    expect(card('Professional')).toHaveTextContent('Save $600');
    // 5748 / 12 = 479; 599 * 12 - 5748 = 1440
    expect(price('Business')).toHaveTextContent('$479');
    expect(card('Business')).toHaveTextContent('Save $1,440');
    expect(card('Enterprise')).toHaveTextContent('Custom Pricing');
    expect(card('Enterprise')).not.toHaveTextContent('Save $');

    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(price('Professional')).toHaveTextContent('$249');
  });

  it('quotes the free trial and the annual discount the plans are served with', async () => {
    const plans = plansDto({ trialDays: 30 });
    plans[0].annualDiscountPercent = 25;
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plans) });
    renderApp('/pricing');

    await screen.findByRole('article', { name: 'Professional' });
    expect(screen.getByRole('button', { name: /Annual/ })).toHaveTextContent('Save 25%');
    expect(screen.getByRole('list', { name: 'Included with every plan' })).toHaveTextContent('30-day free trial');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Professional, Business and Enterprise plans for managed AI phone receptionists. Save 25% with annual billing. 30-day free trial, cancel anytime.',
      ),
    );
  });

  it('rounds the annual price per month', async () => {
    const plans = plansDto();
    plans[0].priceYearly = 2390; // 199.17 a month
    plans[1].priceYearly = 5754; // 479.5 a month rounds up
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plans) });
    renderApp('/pricing');
    await screen.findByRole('article', { name: 'Professional' });

    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));

    expect(price('Professional')).toHaveTextContent('$199');
    expect(price('Business')).toHaveTextContent('$480');
  });

  it("offers visitors 'Sign Up' carrying the plan and period, Enterprise 'Contact Sales', and 'Most Popular' on the popular plan", async () => {
    await openPricing();

    const signUp = (plan: string) => within(card(plan)).getByRole('link', { name: 'Sign Up' });
    expect(signUp('Professional')).toHaveAttribute('href', '/auth?signup=true&plan=professional&period=monthly');
    expect(signUp('Business')).toHaveAttribute('href', '/auth?signup=true&plan=business&period=monthly');
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(signUp('Business')).toHaveAttribute('href', '/auth?signup=true&plan=business&period=annual');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    // What becomes of calls above an allowance, where a plan has one.
    expect(card('Professional')).toHaveTextContent(OVERAGE_RULE);
    expect(card('Business')).not.toHaveTextContent(OVERAGE_RULE);
    expect(within(card('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.queryByText('Your Current Plan')).not.toBeInTheDocument();
  });

  it("links a signed-in user's 'Subscribe' to checkout with the plan and the chosen period", async () => {
    await openPricing(userDto());

    expect(within(card('Professional')).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout?plan=professional&period=monthly');
    await userEvent.click(screen.getByRole('button', { name: /Annual/ }));
    expect(within(card('Business')).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout?plan=business&period=annual');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    // What becomes of calls above an allowance, where a plan has one.
    expect(card('Professional')).toHaveTextContent(OVERAGE_RULE);
    expect(card('Business')).not.toHaveTextContent(OVERAGE_RULE);
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    // No plan yet: the popular plan is still recommended.
    expect(within(card('Professional')).getByText('Most Popular')).toBeInTheDocument();
  });

  it.each(['active', 'trial', 'past_due'])("marks a %s plan as 'Current Plan' with the 'Your Current Plan' banner", async (status) => {
    await openPricing(userDto({ subscriptionPlan: 'business', subscriptionStatus: status }));

    const current = within(card('Business')).getByRole('button', { name: 'Current Plan' });
    expect(current).toBeDisabled();
    expect(within(card('Business')).getByText('Your Current Plan')).toBeInTheDocument();
    expect(screen.getAllByText('Your Current Plan')).toHaveLength(1);
    expect(within(card('Professional')).getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    // Someone with a plan is not told which one is popular.
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('does not treat a cancelled plan as current, nor show Most Popular to someone who has a plan', async () => {
    await openPricing(userDto({ subscriptionPlan: 'professional', subscriptionStatus: 'cancelled' }));

    expect(within(card('Professional')).getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/checkout?plan=professional&period=monthly');
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your Current Plan')).not.toBeInTheDocument();
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('shows the four promises of the pricing page', async () => {
    await openPricing();

    const promises = screen.getByRole('list', { name: 'Included with every plan' });
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14-day free trial', 'No long-term contracts', 'Cancel anytime', 'Secure card payments']);
    await waitFor(() => expect(document.title).toBe('Pricing · AI Receptionists'));
  });

  it('shows a loading state, then an error with Retry that loads the plans again', async () => {
    const first = deferred<Response>();
    let calls = 0;
    mockFetch({
      'GET /api/user': signedOut,
      'GET /api/plans': () => {
        calls += 1;
        return calls === 1 ? first.promise : json(200, plansDto());
      },
    });
    renderApp('/pricing');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading plans');
    first.resolve(apiError(503, 'Plans are unavailable'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the plans");
    expect(alert).toHaveTextContent('Plans are unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Professional' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
