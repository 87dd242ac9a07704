import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';

async function openLanding() {
  mockFetch({ 'GET /api/user': signedOut });
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: /Never miss another customer call/ });
  return view;
}

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('the landing page', () => {
  it('quotes the free trial the plans are served with, in the hero and the call to action', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) });
    renderApp('/');

    expect(await screen.findByText('30-day free trial · No long-term contracts · Cancel anytime')).toBeInTheDocument();
    expect(section('Ready to answer every call?')).toHaveTextContent('Start your 30-day free trial. No long-term contracts, cancel anytime.');
  });

  it('has its own title and description', async () => {
    await openLanding();

    await waitFor(() => expect(document.title).toBe('Managed AI Phone Receptionists · AI Receptionists'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('30+ languages'));
  });

  it('sends sign-ups to /auth?signup=true from the hero and the call to action', async () => {
    await openLanding();

    const hero = section(/Never miss another/);
    expect(within(hero).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?signup=true');
    const cta = section('Ready to answer every call?');
    expect(within(cta).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth?signup=true');
    expect(within(cta).getByRole('link', { name: 'Talk to Sales' })).toHaveAttribute('href', '/contact');
  });

  it("scrolls to #demo and moves the focus there with the hero's demo button", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await openLanding();

    await userEvent.click(screen.getByRole('button', { name: 'Hear a Demo Call' }));

    const demo = document.getElementById('demo')!;
    expect(scrolled.mock.contexts).toContain(demo);
    expect(demo).toHaveFocus();
    expect(within(demo).getByRole('button', { name: 'Play Demo Call' })).toBeInTheDocument();
  });

  it("states the product's marketing claims", async () => {
    await openLanding();

    const industries = section('Industries we serve');
    expect(industries).toHaveTextContent('about 500 businesses');
    for (const industry of ['Professional services', 'HVAC', 'Hospitality', 'Technology', 'Retail', 'Legal']) {
      expect(within(industries).getByText(industry)).toBeInTheDocument();
    }
    expect(document.getElementById('features')).toHaveTextContent('50+ scenario tests');

    const capabilities = section('Accurate, multilingual and always on');
    for (const claim of ['99.7%', '99.9%', '30+', '24-48 hours', '70-80%', '24/7', '50+']) {
      expect(capabilities).toHaveTextContent(claim);
    }
    const languages = within(capabilities).getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'German', 'Mandarin', 'Hindi', 'Spanish', 'Portuguese', 'Arabic', 'French', 'Japanese', 'Russian']);
    expect(within(capabilities).getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact');
    expect(within(section('People behind every receptionist')).getByRole('link', { name: 'Our mission and story' })).toHaveAttribute('href', '/about');
  });

  it('sends a signed-in user to /dashboard', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
