import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserQueryKey } from '../../../api/session';
import { apiError, deferred, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { plansDto } from '../../../test/plan-fixtures';
import { renderApp } from '../../../test/render-app';
import { browserInTimeZone } from '../../../test/browser-time-zone';

async function openLogin(path = '/auth') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
  return view;
}

async function openSignup() {
  const view = renderApp('/auth?signup=true');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

describe('login form', () => {
  it("shows the product's messages and sends nothing while the form is invalid", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    await openLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');

    await userEvent.type(field('Email'), 'ada@example');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(await sentBodies(fetchMock, 'POST', '/api/login')).toEqual([]);
  });

  it('signs in: sends email and password, sets the session user and opens the dashboard', async () => {
    const ada = userDto();
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => json(200, ada) });
    const { router, queryClient } = await openLogin();

    await userEvent.type(field('Email'), ' ada@example.com ');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(ada);
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, Ada');
    expect(await sentBodies(fetchMock, 'POST', '/api/login')).toEqual([{ email: 'ada@example.com', password: 'correct horse' }]);
    // The answer is the user: no second GET /api/user is needed.
    const userReads = fetchMock.mock.calls.filter(([request]) => {
      const { method, url } = request as Request;
      return method === 'GET' && new URL(url).pathname === '/api/user';
    });
    expect(userReads).toHaveLength(1);
  });

  it('says only "Welcome back" when the user has no first name', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => json(200, userDto({ firstName: null })) });
    await openLogin();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Login successful');
    expect(notice).toHaveTextContent(/Welcome back$/);
  });

  it('returns to the page the guard sent the visitor from', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => json(200, userDto()) });
    const { router } = renderApp('/dashboard?tab=account');
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?tab=account');
  });

  it("shows 'Login failed' with the server's message and stays on the form", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => apiError(401, 'Invalid email or password') });
    const { router, queryClient } = await openLogin();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).not.toHaveTextContent('401');
    expect(router.state.location.pathname).toBe('/auth');
    expect(queryClient.getQueryData(sessionUserQueryKey)).toBeNull();
  });

  it('passes on the throttling message', async () => {
    const message = 'Too many failed login attempts. Please try again in 15 minutes.';
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => apiError(429, message) });
    await openLogin();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("falls back to 'Invalid email or password' when the server cannot be reached", async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await openLogin();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
  });

  it('disables the button while the request runs', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/login': () => answer.promise });
    await openLogin();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('button', { name: /Logging in/ })).toBeDisabled();
    answer.resolve(json(200, userDto()));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
  });
});

describe('/auth', () => {
  it('switches between the forms with the address in sync', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    const { router } = await openLogin();

    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?signup=true');
    expect(field('First name')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends a signed-in user to the dashboard', async () => {
    mockFetch({ 'GET /api/user': () => json(200, userDto()) });
    const { router } = renderApp('/auth?signup=true');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('registration form', () => {
  it('invites with the free trial the plans are served with', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto({ trialDays: 30 })) });
    await openSignup();

    expect(await screen.findByText('Start your 30-day free trial. No long-term contracts, cancel anytime.')).toBeInTheDocument();
  });

  async function fillValid() {
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.type(field('Work email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'analytical');
    await userEvent.type(field('Confirm password'), 'analytical');
  }

  it("shows the product's messages, the mismatch on the confirmation field", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    await openSignup();

    await userEvent.type(field('Work email'), 'not-an-email');
    await userEvent.type(field('Password'), 'short');
    await userEvent.type(field('Confirm password'), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(field('Work email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(await sentBodies(fetchMock, 'POST', '/api/register')).toEqual([]);
  });

  it('asks for an email', async () => {
    mockFetch({ 'GET /api/user': signedOut });
    await openSignup();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(field('Work email')).toHaveAccessibleDescription('Email is required');
  });

  it('sends the fields without the confirmation or empty ones, with the browser’s time zone, then signs the user in', async () => {
    browserInTimeZone('America/Los_Angeles');
    const created = userDto({ firstName: 'Ada', companyName: 'Analytical Engines', companySize: '11-50' });
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'POST /api/register': () => json(201, created) });
    const { router, queryClient } = await openSignup();

    await fillValid();
    await userEvent.type(field('Company name'), 'Analytical Engines');
    await userEvent.click(screen.getByRole('combobox', { name: 'Company size' }));
    await userEvent.click(await screen.findByRole('option', { name: '11-50 employees' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(created);
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome, Ada!');
    expect(await sentBodies(fetchMock, 'POST', '/api/register')).toEqual([
      {
        firstName: 'Ada',
        email: 'ada@example.com',
        password: 'analytical',
        companyName: 'Analytical Engines',
        companySize: '11-50',
        timeZone: 'America/Los_Angeles',
      },
    ]);
  });

  it('sends no time zone when the browser cannot say, so the account gets the server’s default', async () => {
    browserInTimeZone(undefined);
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'POST /api/register': () => json(201, userDto()) });
    await openSignup();

    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(await sentBodies(fetchMock, 'POST', '/api/register')).toEqual([{ firstName: 'Ada', email: 'ada@example.com', password: 'analytical' }]);
  });

  it('welcomes by email when no first name was given', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/register': () => json(201, userDto({ firstName: null })) });
    await openSignup();

    await userEvent.type(field('Work email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'analytical');
    await userEvent.type(field('Confirm password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Welcome, ada@example.com!');
  });

  it("shows 'Registration failed' with the server's message on 409", async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/register': () => apiError(409, 'An account with this email already exists', 'AUTH.EMAIL_TAKEN'),
    });
    const { router } = await openSignup();

    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('An account with this email already exists');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('the plan chosen on /pricing', () => {
  const choice = '/auth?signup=true&plan=business&period=annual';

  it('is named on the sign-up form, and signing up lands on its checkout', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto()), 'POST /api/register': () => json(201, userDto()) });
    const { router } = renderApp(choice);

    expect(await screen.findByText("Business plan, billed annually. Checkout comes next, once you're signed in.")).toBeInTheDocument();
    await userEvent.type(field('Work email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'analytical');
    await userEvent.type(field('Confirm password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ plan: 'business', period: 'annual' });
  });

  it('is kept in the browser: logging in later without it in the address still lands on its checkout', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto()), 'POST /api/login': () => json(200, userDto()) });
    const first = renderApp(choice);
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    first.unmount();

    const { router } = await openLogin('/auth');
    expect(await screen.findByText("Business plan, billed annually. Checkout comes next, once you're signed in.")).toBeInTheDocument();
    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=business&period=annual');
  });

  it('does not steer someone who already holds a current plan', async () => {
    const subscribed = userDto({ subscriptionPlan: 'professional', subscriptionStatus: 'active' });
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto()), 'POST /api/login': () => json(200, subscribed) });
    const { router } = await openLogin('/auth?plan=business&period=annual');

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'analytical');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('ignores an address whose plan is not a plan id', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'GET /api/plans': () => json(200, plansDto()) });
    await openLogin('/auth?plan=%3Cscript%3E');

    expect(screen.queryByText(/Checkout comes next/)).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
