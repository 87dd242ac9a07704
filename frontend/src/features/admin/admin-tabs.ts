/** The back office's sections (docs/product.md#the-back-office): the work queue, the five tabs, the calls, and queue health. The tab lives in `?tab=`. */
export const ADMIN_TABS = [
  'work-queue',
  'users',
  'support-requests',
  'contact-messages',
  'receptionists',
  'calls',
  'subscription-activities',
  'queues',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = 'users';

export const ADMIN_TAB_INFO: Record<AdminTab, { label: string; description: string }> = {
  'work-queue': {
    label: 'Work queue',
    description:
      'What waits on our team, oldest first: receptionists to set up, tickets to answer, changes to live receptionists. Overdue past the time we promised.',
  },
  users: { label: 'Users', description: 'Customer accounts: profile, plan, subscription status and receptionist limit.' },
  'support-requests': { label: 'Support Requests', description: "Customers' tickets: read them and move them along." },
  'contact-messages': { label: 'Contact Messages', description: 'Messages sent through the contact form.' },
  receptionists: { label: 'AI Receptionists', description: "Every customer's receptionists: train them, put them live, edit or remove them." },
  calls: {
    label: 'Calls',
    description: "Every customer's calls: outcome, summary, transcript and recording; call reports not linked to a receptionist apart.",
  },
  'subscription-activities': { label: 'Subscription Activities', description: 'New subscriptions, upgrades, downgrades and cancellations.' },
  queues: { label: 'Queue health', description: 'Background jobs by queue (mail, payment events), and the work still waiting in the outbox.' },
};

export function isAdminTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly (string | null)[]).includes(value);
}
