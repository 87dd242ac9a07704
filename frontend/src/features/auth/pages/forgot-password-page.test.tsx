import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { field, sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const sameAnswer = () => json(200, { success: true, message: 'If the email exists, a reset link is on its way.' });

async function openPage() {
  const view = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return view;
}

describe('/forgot-password', () => {
  it("shows the product's messages and links back to /auth", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut });
    await openPage();

    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(field('Email')).toHaveAccessibleDescription('Email is required');

    await userEvent.type(field('Email'), 'ada@');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(await sentBodies(fetchMock, 'POST', '/api/forgot-password')).toEqual([]);
  });

  it("sends the email, then shows 'Check Your Email'; 'Try Another Email' returns to an empty form", async () => {
    const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'POST /api/forgot-password': sameAnswer });
    await openPage();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Password reset email sent');
    expect(notice).toHaveTextContent("If the email exists in our system, you'll receive instructions to reset your password");
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
    expect(await sentBodies(fetchMock, 'POST', '/api/forgot-password')).toEqual([{ email: 'ada@example.com' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Try Another Email' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
  });

  it("shows 'Error' with the server's message", async () => {
    const message = 'Too many password reset requests. Please try again in 15 minutes.';
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/forgot-password': () => apiError(429, message) });
    await openPage();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });

  it('falls back to the generic failure text when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/user': signedOut, 'POST /api/forgot-password': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openPage();

    await userEvent.type(field('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email. Please try again.');
  });
});
