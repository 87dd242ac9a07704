import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const BILLING_ERRORS = defineErrors({
  INVALID_PLAN: { status: HttpStatus.BAD_REQUEST, code: 'BILLING.INVALID_PLAN', message: 'Please select a valid subscription plan' },
  CONTACT_SALES: {
    status: HttpStatus.BAD_REQUEST,
    code: 'BILLING.CONTACT_SALES',
    message: 'The Enterprise plan is arranged with our sales team. Please contact us.',
  },
  NO_EMAIL: {
    status: HttpStatus.BAD_REQUEST,
    code: 'BILLING.NO_EMAIL',
    message: 'Please log in or complete your profile with an email address',
  },
  ALREADY_SUBSCRIBED: {
    status: HttpStatus.CONFLICT,
    code: 'BILLING.ALREADY_SUBSCRIBED',
    message: 'You already have a subscription. Use Change Plan to switch plans.',
  },
  DUPLICATE_REFUNDED: {
    status: HttpStatus.CONFLICT,
    code: 'BILLING.DUPLICATE_REFUNDED',
    message: 'You already have an active subscription, so this second one has been cancelled and its payment refunded.',
  },
  DUPLICATE_CANCELLED: {
    status: HttpStatus.CONFLICT,
    code: 'BILLING.DUPLICATE_CANCELLED',
    message: 'You already have an active subscription, so this second one has been cancelled. Nothing was charged.',
  },
  CHECKOUT_REPLACED: {
    status: HttpStatus.PAYMENT_REQUIRED,
    code: 'BILLING.CHECKOUT_REPLACED',
    message: 'This checkout was cancelled because you started a new one, and any payment for it has been refunded.',
  },
  PAYMENT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'BILLING.PAYMENT_NOT_FOUND', message: 'We could not find this payment for your account' },
  PLAN_MISMATCH: {
    status: HttpStatus.BAD_REQUEST,
    code: 'BILLING.PLAN_MISMATCH',
    message: 'This payment was made for a different plan',
  },
  PAYMENT_NOT_COMPLETED: { status: HttpStatus.PAYMENT_REQUIRED, code: 'BILLING.PAYMENT_NOT_COMPLETED', message: 'Payment failed. Please try again.' },
  AMOUNT_MISMATCH: {
    status: HttpStatus.BAD_REQUEST,
    code: 'BILLING.AMOUNT_MISMATCH',
    message: 'The payment does not match the price of the selected plan',
  },
  CARD_DECLINED: { status: HttpStatus.PAYMENT_REQUIRED, code: 'BILLING.CARD_DECLINED', message: 'Your card was declined.' },
  NO_SUBSCRIPTION: {
    status: HttpStatus.CONFLICT,
    code: 'BILLING.NO_SUBSCRIPTION',
    message: 'You have no active subscription. Choose a plan to subscribe.',
  },
  NOTHING_TO_CANCEL: { status: HttpStatus.CONFLICT, code: 'BILLING.NOTHING_TO_CANCEL', message: 'You have no active subscription to cancel' },
  ALREADY_CANCELLED: { status: HttpStatus.CONFLICT, code: 'BILLING.ALREADY_CANCELLED', message: 'Your subscription is already cancelled' },
  SAME_PLAN: { status: HttpStatus.CONFLICT, code: 'BILLING.SAME_PLAN', message: 'You are already on this plan' },
  NO_PORTAL: {
    status: HttpStatus.CONFLICT,
    code: 'BILLING.NO_PORTAL',
    message: 'Your card can be changed at your next checkout; online card updates are not available for this account',
  },
  THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'BILLING.THROTTLED', message: 'Too many payment attempts' },
  INVALID_SIGNATURE: { status: HttpStatus.BAD_REQUEST, code: 'BILLING.INVALID_SIGNATURE', message: 'Invalid webhook signature' },
});
