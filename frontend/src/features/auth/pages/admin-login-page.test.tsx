import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAdminMeQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { sessionUserQueryKey } from '../../../api/session';
import { apiError, json, mockFetch, signedOut, userDto } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const grace = userDto({ id: 1, role: 'admin', firstName: 'Grace', email: 'grace@example.com' });

async function openPage() {
  const view = renderApp('/admin-login');
  await screen.findByRole('heading', { level: 1, name: 'Administrator Login' });
  return view;
}

describe('/admin-login', () => {
  it("warns that attempts are logged and shows the product's messages", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    await openPage();

    expect(screen.getByText(/Unauthorized access attempts are logged/)).toBeInTheDocument();
    await userEvent.type(field('Email'), 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login')).toEqual([]);
  });

  async function passwordStep() {
    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.type(field('Password'), 'back office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('asks an enrolled administrator for a code from the authenticator, then signs in and opens /admin', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () => json(200, { step: 'verify' }),
      'POST /api/admin/login/verify': () => json(200, grace),
      'GET /api/admin/me': () => json(200, grace),
    });
    const { router, queryClient } = await openPage();
    await passwordStep();

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionUserQueryKey)).toBeFalsy(); // nobody is signed in before the second factor
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field('6-digit code')).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    await userEvent.type(field('6-digit code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(queryClient.getQueryData(sessionUserQueryKey)).toEqual(grace);
    expect(queryClient.getQueryData(getAdminMeQueryKey())).toEqual(grace);
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login')).toEqual([{ email: 'grace@example.com', password: 'back office' }]);
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login/verify')).toEqual([{ code: '123456' }]);
  });

  it('takes a recovery code instead', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () => json(200, { step: 'verify' }),
      'POST /api/admin/login/verify': () => json(200, grace),
      'GET /api/admin/me': () => json(200, grace),
    });
    await openPage();
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(field('Recovery code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login/verify')).toEqual([{ recoveryCode: 'abcde-fghij' }]);
  });

  it('enrols at the first sign-in: QR code and key, first code, then the recovery codes until "I have saved them"', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
    const fetchMock = mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () =>
        json(200, { step: 'enroll', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
      'POST /api/admin/login/enroll': () => json(200, { user: grace, recoveryCodes: codes }),
      'GET /api/admin/me': () => json(200, grace),
    });
    const { router } = await openPage();
    await passwordStep();

    expect(await screen.findByTitle('QR code for your authenticator app')).toBeInTheDocument();
    expect(screen.getByTestId('authenticator-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await userEvent.type(field('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('code0-abcde');
    expect(router.state.location.pathname).toBe('/admin-login'); // the codes stay until the administrator says they are saved
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/admin/login/enroll')).toEqual([{ code: '654321' }]);
  });

  it("says a wrong code is wrong, and 'Login failed' with the wait when throttled", async () => {
    let answer = () => apiError(401, 'Invalid code. Please try again.', 'ADMIN_2FA.INVALID_CODE');
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () => json(200, { step: 'verify' }),
      'POST /api/admin/login/verify': () => answer(),
    });
    await openPage();
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code. Please try again.');

    answer = () => apiError(429, 'Too many wrong codes. Please try again in 15 minutes.', 'ADMIN_2FA.THROTTLED');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(field('6-digit code')).toBeInTheDocument();
  });

  it('goes back to the password when the sign-in expired or had too many wrong codes', async () => {
    mockFetch({
      'GET /api/user': signedOut,
      'POST /api/admin/login': () => json(200, { step: 'verify' }),
      'POST /api/admin/login/verify': () => apiError(401, 'Your sign-in has expired. Please enter your email and password again.', 'ADMIN_2FA.SIGN_IN_EXPIRED'),
    });
    await openPage();
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Your sign-in has expired. Please enter your email and password again.')).toBeInTheDocument();
    expect(field('Password')).toBeInTheDocument();
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/admin/login': () => apiError(401, 'Invalid email or password') });
    const { router } = await openPage();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.type(field('Password'), 'not an admin');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it("falls back to 'Invalid credentials' when the server cannot be reached", async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPage();

    await userEvent.type(field('Email'), 'grace@example.com');
    await userEvent.type(field('Password'), 'back office');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('sends a signed-in administrator on to /admin', async () => {
    mockFetch({ 'GET /api/user': () => json(200, grace), 'GET /api/admin/me': () => json(200, grace) });
    const { router } = renderApp('/admin-login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps the form for an administrator signed in through the customer login', async () => {
    mockFetch({
      'GET /api/user': () => json(200, grace),
      'GET /api/admin/me': () => apiError(403, 'Administrators only', 'AUTH.FORBIDDEN'),
    });
    const { router } = await openPage();

    expect(field('Email')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });
});
