import type { AdminContactMessage } from '../../api/list-contact-messages';

/** Reply via Email: the administrator's own mail program, addressed and with a subject. */
export function replyHref(message: AdminContactMessage): string {
  return `mailto:${message.email}?subject=${encodeURIComponent('Re: your message to AI Receptionists')}`;
}

export function senderName(message: AdminContactMessage): string {
  return [message.firstName, message.lastName].filter(Boolean).join(' ') || message.email;
}
