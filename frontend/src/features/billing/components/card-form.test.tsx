import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { field } from '../../../test/form-fields';
import { CardForm } from './card-form';

function renderForm(props: Partial<Parameters<typeof CardForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<CardForm submitLabel="Start Free Trial" pending={false} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

describe('sandbox card form', () => {
  it('has the fields "Card number", "Expiry" and "CVC" and formats them as people type', async () => {
    renderForm();

    await userEvent.type(field('Card number'), '4242424242424242');
    await userEvent.type(field('Expiry'), '1230');
    await userEvent.type(field('CVC'), '12345');

    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Expiry')).toHaveValue('12 / 30');
    expect(field('CVC')).toHaveValue('123');
    expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(field('Expiry')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('takes a four-digit CVC for American Express', async () => {
    renderForm();

    await userEvent.type(field('Card number'), '378282246310005');
    await userEvent.type(field('CVC'), '12345');

    expect(field('Card number')).toHaveValue('3782 822463 10005');
    expect(field('CVC')).toHaveValue('1234');
  });

  it("shows Stripe's messages on the fields and sends nothing while the card is incomplete", async () => {
    const { onSubmit } = renderForm();

    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    expect(field('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(field('Expiry')).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
    expect(field('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(field('Card number')).toHaveFocus();

    await userEvent.type(field('Card number'), '4242424242424241');
    expect(field('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the card as typed once it is valid', async () => {
    const { onSubmit } = renderForm();

    await userEvent.type(field('Card number'), '4000000000000002');
    await userEvent.type(field('Expiry'), '0435');
    await userEvent.type(field('CVC'), '321');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ cardNumber: '4000 0000 0000 0002', expiry: '04 / 35', cvc: '321' });
  });

  it("shows the provider's refusal and the field it names", async () => {
    renderForm({ error: 'Your card number is incorrect.', fieldErrors: { cardNumber: 'Your card number is incorrect.' } });

    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incorrect.');
    expect(field('Card number')).toHaveAccessibleDescription('Your card number is incorrect.');
  });

  it('is disabled while the payment is processing', () => {
    renderForm({ pending: true });

    expect(field('Card number')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
  });
});
