import type { MailMessage } from '../../mail/mail-message';
import type { User } from '../users/user.entity';

export const RESET_LINK_MINUTES = 30;

export function passwordResetMail(user: User, link: string): MailMessage {
  const name = user.firstName ?? 'there';
  return {
    to: user.email,
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
