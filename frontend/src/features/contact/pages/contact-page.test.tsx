import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, signedOut } from '../../../test/fetch-mock';
import { sentBodies } from '../../../test/form-fields';
import { renderApp } from '../../../test/render-app';

const details = () => json(200, { salesEmail: 'sales@receptionists.test', supportEmail: 'help@receptionists.test' });
const sent = () => json(201, { success: true, message: "We'll get back to you as soon as possible." });

async function openContact(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/user': signedOut, 'GET /api/contact-details': details, ...routes });
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Get in Touch' });
  // The form's code is a chunk of its own, loaded after the rest of the page has painted.
  await screen.findByRole('form', { name: 'Send us a message' });
  return { ...view, fetchMock };
}

function form() {
  return screen.getByRole('form', { name: 'Send us a message' });
}

function textbox(name: string) {
  return within(form()).getByRole('textbox', { name });
}

async function choose(select: string, option: string) {
  await userEvent.click(within(form()).getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function terms() {
  return within(form()).getByRole('checkbox', { name: /I agree to the terms and conditions/ });
}

async function send() {
  await userEvent.click(within(form()).getByRole('button', { name: 'Send Message' }));
}

/**
 * Puts text in a field the way a paste does: one change. Typed key by key, each key re-runs the Message box's
 * auto-height (a computed style over every MUI rule in jsdom), most of this file's time; the rules are tested typed.
 */
async function fill(name: string, text: string) {
  await userEvent.click(textbox(name));
  await userEvent.paste(text);
}

async function fillValidForm({ phone = '' }: { phone?: string } = {}) {
  await fill('First name', 'Grace');
  await fill('Last name', 'Hopper');
  await fill('Email', 'grace@example.com');
  if (phone) await fill('Phone (optional)', phone);
  await fill('Company name', 'Cobol Dental');
  await choose('Company size', '11-50 employees');
  await choose('Interested in', 'Product demo');
  await fill('Message', 'We would like a demo for our two clinics.');
  await userEvent.click(terms());
}

const validBody = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  companyName: 'Cobol Dental',
  companySize: '11-50',
  interestedIn: 'product-demo',
  message: 'We would like a demo for our two clinics.',
  agreeToTerms: true,
};

describe('/contact', () => {
  it('shows the sales and support addresses, business hours and four FAQs', async () => {
    await openContact();

    expect(await screen.findByRole('link', { name: 'sales@receptionists.test' })).toHaveAttribute('href', 'mailto:sales@receptionists.test');
    expect(screen.getByRole('link', { name: 'help@receptionists.test' })).toHaveAttribute('href', 'mailto:help@receptionists.test');
    const detailsCard = screen.getByRole('region', { name: 'Contact details' });
    expect(detailsCard).toHaveTextContent('Mon-Fri9am-6pm ET');
    expect(detailsCard).toHaveTextContent('Sat and Sun10am-4pm ET');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(questions[0]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/Within 24-48 hours/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Contact · AI Receptionists'));
  });

  it('shows every rule of the form and sends nothing while one fails', async () => {
    const { fetchMock } = await openContact({ 'POST /api/contact': sent });

    await send();

    expect(textbox('First name')).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(textbox('Last name')).toHaveAccessibleDescription('Last name must be at least 2 characters');
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(textbox('Phone (optional)')).not.toHaveAccessibleDescription();
    expect(textbox('Company name')).toHaveAccessibleDescription('Company name is required');
    expect(within(form()).getByText('Please select your company size')).toBeInTheDocument();
    expect(within(form()).getByText("Please select what you're interested in")).toBeInTheDocument();
    expect(textbox('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(terms()).toHaveAccessibleDescription('You must agree to our terms and conditions');
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    // The keyboard lands on the first field to fix.
    expect(textbox('First name')).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST', '/api/contact')).toEqual([]);
  });

  it('checks the minimum lengths and the email format', async () => {
    await openContact();

    await userEvent.type(textbox('First name'), 'G');
    await userEvent.type(textbox('Last name'), 'Ho');
    await userEvent.type(textbox('Email'), 'grace@');
    await userEvent.type(textbox('Company name'), '   ');
    await userEvent.type(textbox('Message'), '123456789');
    await send();

    expect(textbox('First name')).toHaveAccessibleDescription('First name must be at least 2 characters');
    expect(textbox('Last name')).not.toHaveAccessibleDescription();
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(textbox('Company name')).toHaveAccessibleDescription('Company name is required');
    expect(textbox('Message')).toHaveAccessibleDescription('Message must be at least 10 characters');

    await userEvent.type(textbox('First name'), 'r');
    await userEvent.type(textbox('Message'), '0');
    expect(textbox('First name')).not.toHaveAccessibleDescription();
    expect(textbox('Message')).toHaveAccessibleDescription('At least 10 characters');
  });

  it('needs the terms to be accepted', async () => {
    const { fetchMock } = await openContact({ 'POST /api/contact': sent });
    await fillValidForm();
    await userEvent.click(terms()); // untick

    await send();

    expect(terms()).toHaveAccessibleDescription('You must agree to our terms and conditions');
    expect(terms()).toHaveFocus();
    expect(await sentBodies(fetchMock, 'POST', '/api/contact')).toEqual([]);

    await userEvent.click(terms());
    expect(terms()).not.toHaveAccessibleDescription();
    await send();
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/contact')).toEqual([validBody]);
  });

  it("sends the message, shows 'Message Sent!', and 'Send Another Message' returns to an empty form", async () => {
    const { fetchMock } = await openContact({ 'POST /api/contact': sent });
    await fillValidForm({ phone: '+1 555 0100' });

    await send();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Message Sent!' });
    expect(heading).toHaveFocus();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Message sent!');
    expect(notice).toHaveTextContent("We'll get back to you as soon as possible.");
    expect(screen.queryByRole('form', { name: 'Send us a message' })).not.toBeInTheDocument();
    expect(await sentBodies(fetchMock, 'POST', '/api/contact')).toEqual([{ ...validBody, phone: '+1 555 0100' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));

    expect(textbox('First name')).toHaveValue('');
    expect(textbox('Message')).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Company size' })).not.toHaveTextContent('employees');
    expect(terms()).not.toBeChecked();
  });

  it("shows 'Error sending message' with the server's message and keeps what was typed", async () => {
    const message = 'Too many messages sent. Please try again in 12 minutes.';
    await openContact({ 'POST /api/contact': () => apiError(429, message, 'CONTACT.THROTTLED') });
    await fillValidForm();

    await send();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending message');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('429');
    expect(textbox('First name')).toHaveValue('Grace');
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).not.toBeInTheDocument();
  });

  it("falls back to 'Something went wrong' when the server cannot be reached", async () => {
    await openContact({ 'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')) });
    await fillValidForm();

    await send();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error sending message');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Please try again later');
  });

  it("puts the server's field messages of a 400 on the fields", async () => {
    await openContact({
      'POST /api/contact': () =>
        json(400, {
          statusCode: 400,
          code: 'REQUEST.VALIDATION_FAILED',
          message: 'Please correct the highlighted fields',
          errors: { email: 'Please enter a valid email address', unknownField: 'ignored' },
          requestId: 'req-test',
        }),
    });
    await fillValidForm();

    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(textbox('Email')).toHaveFocus();
  });
});
