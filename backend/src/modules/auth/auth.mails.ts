import type { UserMail } from '../../mail/mail-message';
import type { User } from '../users/user.entity';

export const RESET_LINK_MINUTES = 30;
export const VERIFICATION_LINK_HOURS = 24;

export function passwordResetMail(user: User, link: string): UserMail {
  const name = user.firstName ?? 'there';
  return {
    subject: 'Reset your AI Receptionists password',
    text: [
      `Hi ${name},`,
      '',
      'We received a request to reset the password of your AI Receptionists account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for this, ignore this email: your password stays as it is.`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your AI Receptionists account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in ${RESET_LINK_MINUTES} minutes. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>The AI Receptionists team</p>`,
  };
}

/** The link proving an address: the account's own at sign-up, or the one a change of e-mail waits on. */
export function verificationMail(user: User, link: string, change: boolean): UserMail {
  const name = user.firstName ?? 'there';
  const why = change
    ? 'You asked to use this address for your AI Receptionists account.'
    : 'Welcome to AI Receptionists! Please confirm that this is your email address.';
  const effect = change ? 'Your account moves to this address once you open the link.' : 'Until then we send no other email to this address.';
  return {
    subject: change ? 'Confirm your new AI Receptionists email' : 'Confirm your AI Receptionists email',
    text: [
      `Hi ${name},`,
      '',
      why,
      '',
      link,
      '',
      `${effect} The link works once and expires in ${VERIFICATION_LINK_HOURS} hours. If you did not ask for this, ignore this email.`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(name)},</p>
<p>${why}</p>
<p><a href="${escapeHtml(link)}">Confirm this email address</a></p>
<p>${effect} The link works once and expires in ${VERIFICATION_LINK_HOURS} hours. If you did not ask for this, ignore this email.</p>
<p>The AI Receptionists team</p>`,
  };
}

/** To the old address when a change is requested: a fixed text, nothing the requester typed (not even the new address). */
export function emailChangeRequestedMail(appUrl: string): UserMail {
  return {
    subject: 'Your AI Receptionists email is being changed',
    text: [
      'Hello,',
      '',
      'Someone signed in to your AI Receptionists account asked to change its email address. The change takes effect only once the new address is confirmed from the link we sent to it.',
      '',
      `If this was not you, reset your password now (${appUrl}/forgot-password): that also cancels every link sent so far. Then contact our support team.`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
