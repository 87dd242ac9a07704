import {
  AdminPlanChoice,
  type AppointmentDto,
  type CalendarState,
  ReceptionistStatus,
  type SubscriptionAction,
  SubscriptionStatus,
  SupportStatus,
  type TextMessageDto,
  type TextStatus,
  WorkKind,
} from '../../api/generated/types.gen';
import { enumValues } from '../../lib/api-enums';
import { usageLevel } from '../../lib/call-usage';
import { formatDateTime, formatDuration } from '../../lib/format';

/** What the back office calls things, and the display fallbacks (docs/product.md#display-fallbacks). */

/** The plans an administrator can set (docs/product.md#plan-ids-are-professional-business-and-enterprise); 'none' removes the plan. */
export const PLAN_CHOICES = enumValues(AdminPlanChoice);
export type PlanChoice = AdminPlanChoice;

const PLAN_NAMES: Record<string, string> = { professional: 'Professional', business: 'Business', enterprise: 'Enterprise' };

/** 'Business'; 'No Plan' when the user has none (docs/product.md#display-fallbacks). */
export function planLabel(plan: string | null | undefined): string {
  if (!plan || plan === 'none') return 'No Plan';
  return PLAN_NAMES[plan] ?? capitalize(plan);
}

/** A plan in the activities table: 'None' when empty. */
export function activityPlanLabel(plan: string | null | undefined): string {
  return plan ? (PLAN_NAMES[plan] ?? capitalize(plan)) : 'None';
}

export type Tone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

export const SUBSCRIPTION_STATUSES = enumValues(SubscriptionStatus);

/** docs/product.md#the-back-office: active green, pending outlined, cancelled destructive, otherwise 'No Subscription'. */
export const SUBSCRIPTION_STATUS_INFO: Record<SubscriptionStatus, { label: string; tone: Tone; outlined?: boolean }> = {
  active: { label: 'Active', tone: 'success' },
  trial: { label: 'Trial', tone: 'info' },
  pending: { label: 'Pending', tone: 'neutral', outlined: true },
  past_due: { label: 'Past Due', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'error' },
  none: { label: 'No Subscription', tone: 'neutral' },
};

/** The status options of the Edit User dialog ('none' reads 'None' there, not 'No Subscription'). */
export function subscriptionStatusOption(status: SubscriptionStatus): string {
  return status === 'none' ? 'None' : SUBSCRIPTION_STATUS_INFO[status].label;
}

export const SUPPORT_STATUSES = enumValues(SupportStatus);

/** docs/product.md#support-request-statuses: open blue, in-progress yellow, resolved green, closed grey. */
export const SUPPORT_STATUS_INFO: Record<SupportStatus, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'info' },
  'in-progress': { label: 'In Progress', tone: 'warning' },
  resolved: { label: 'Resolved', tone: 'success' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export const RECEPTIONIST_STATUSES = enumValues(ReceptionistStatus);

/** The work queue's kinds (docs/product.md#the-work-queue), as its chips, filter and buttons name them. */
export const WORK_KIND_INFO: Record<WorkKind, { label: string; filter: string; action: string; tone: Tone }> = {
  request: { label: 'Set-up', filter: 'Receptionists to set up', action: 'Set up', tone: 'info' },
  ticket: { label: 'Ticket', filter: 'Support tickets', action: 'Answer', tone: 'warning' },
  change: { label: 'Change', filter: 'Changes to live receptionists', action: 'Review', tone: 'neutral' },
};
export const WORK_KINDS = enumValues(WorkKind);

export const RECEPTIONIST_STATUS_INFO: Record<ReceptionistStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  training: { label: 'Training', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'neutral' },
};

/** A text's status (docs/voice-platforms.md#texts): waiting with us, left the provider, arrived, or never arrived. */
export const TEXT_STATUS_INFO: Record<TextStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  undelivered: { label: 'Undelivered', tone: 'error' },
};

/** What a text carried: its link, or the first words of a notice about an appointment change (those carry no link). */
export function textContentLabel(text: Pick<TextMessageDto, 'linkName' | 'body'>): string {
  if (text.linkName !== null) return `${text.linkName} link`;
  const preview = firstWords(text.body, 60);
  return preview ? `Appointment notice: “${preview}”` : 'Appointment notice';
}

/** The whole words of `text` that fit in `max` characters, and '…' when some were left out. */
function firstWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let shown = '';
  for (const word of words) {
    const next = shown ? `${shown} ${word}` : word;
    // One word longer than `max` (a link, say) is cut itself.
    if (Array.from(next).length > max) return shown ? `${shown}…` : truncate(word, max);
    shown = next;
  }
  return shown;
}

/** An appointment's state: booked and still to come, over, or cancelled. */
export function appointmentStatusInfo(appointment: Pick<AppointmentDto, 'status' | 'endsAt'>, now = Date.now()): { label: string; tone: Tone } {
  if (appointment.status === 'cancelled') return { label: 'Cancelled', tone: 'neutral' };
  return new Date(appointment.endsAt).getTime() > now ? { label: 'Booked', tone: 'success' } : { label: 'Past', tone: 'neutral' };
}

/** Said only while an appointment is not in the business's calendar (docs/product.md#google-calendar). */
export const APPOINTMENT_CALENDAR_INFO: Partial<Record<CalendarState, { label: string; tone: Tone }>> = {
  pending: { label: 'Not in their calendar yet', tone: 'warning' },
  failed: { label: 'Not written to their calendar', tone: 'error' },
};

/**
 * The one quick action each status offers (docs/product.md#receptionist-statuses): pending → training, training →
 * active, active → inactive, inactive → active. `active` is true exactly when the new status is active.
 */
export const QUICK_ACTIONS: Record<ReceptionistStatus, { label: string; status: ReceptionistStatus; active: boolean }> = {
  pending: { label: 'Start Training', status: 'training', active: false },
  training: { label: 'Mark as Active', status: 'active', active: true },
  active: { label: 'Deactivate', status: 'inactive', active: false },
  inactive: { label: 'Activate', status: 'active', active: true },
};

/** A call's length as a clock shows it ('2:05'); 'N/A' while unknown (still in progress). */
export function callDuration(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? 'N/A' : formatDuration(seconds);
}

export { RECEPTIONIST_LANGUAGES } from '../../lib/api-enums';

export const ACTIVITY_INFO: Record<SubscriptionAction, { label: string; tone: Tone }> = {
  upgrade: { label: 'Upgrade', tone: 'success' },
  downgrade: { label: 'Downgrade', tone: 'warning' },
  cancellation: { label: 'Cancellation', tone: 'error' },
  new: { label: 'New Subscription', tone: 'info' },
};

/** The activities filter, in its order (docs/product.md#the-back-office). */
export const ACTIVITY_FILTERS: { value: SubscriptionAction | 'all'; label: string }[] = [
  { value: 'all', label: 'All Activities' },
  { value: 'upgrade', label: 'Upgrades' },
  { value: 'downgrade', label: 'Downgrades' },
  { value: 'cancellation', label: 'Cancellations' },
  { value: 'new', label: 'New Subscriptions' },
];

/** A list's row count, '10,000+' (a search's '100+') when the server stopped counting there (`totalCapped`). */
export function rowCount(total: number, capped = false): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
}

/** The pager's '9,951–10,000 of 10,000+'. */
export function pageRange(from: number, to: number, total: number, capped = false): string {
  return `${rowCount(from)}–${rowCount(to)} of ${rowCount(total, capped)}`;
}

/** Under a capped list's last page, why Next stops there (the API refuses a deeper page: LIST.PAGE_TOO_DEEP); a search stops sooner. */
export function pagingLimitHint(limit: number, noun: string, searched = false): string {
  return searched
    ? `Only the first ${rowCount(limit)} ${noun} a search finds can be paged through: type more of the text, filter or sort the other way to reach the others.`
    : `Only the first ${rowCount(limit)} ${noun} can be paged through: search, filter or sort the other way to reach the others.`;
}

/** 'Showing 1 subscription activity', 'Showing 10,000+ subscription activities', 'No subscription activities found with the selected filter'. */
export function activitiesCountLine(total: number, filtered: boolean, capped = false): string {
  if (total === 0) return `No subscription activities found${filtered ? ' with the selected filter' : ''}`;
  return `Showing ${rowCount(total, capped)} subscription ${total === 1 && !capped ? 'activity' : 'activities'}`;
}

const INTERESTS: Record<string, string> = {
  'product-demo': 'Product demo',
  pricing: 'Pricing',
  partnership: 'Partnership',
  support: 'Support',
  other: 'Other',
};

export function interestLabel(value: string): string {
  return INTERESTS[value] ?? value;
}

interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** First and last name, else the username, else undefined. */
export function personName(person: PersonName): string | undefined {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.username?.trim() || undefined;
}

/** The Users table's name: the person's name, or username, or 'N/A' (docs/product.md#display-fallbacks). */
export function userLabel(person: PersonName): string {
  return personName(person) ?? 'N/A';
}

/** An activity's user: name, else e-mail, else 'Unknown User' (docs/product.md#display-fallbacks). */
export function activityUserName(person: PersonName & { email?: string | null }): string {
  return personName(person) ?? (person.email?.trim() || 'Unknown User');
}

/** 'GH' for Grace Hopper, 'G' for grace@example.com, '?' for nobody (docs/product.md#display-fallbacks). */
export function initials(person: PersonName & { email?: string | null }): string {
  const name = personName(person);
  if (name) {
    const words = name.split(/\s+/).filter(Boolean);
    const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
    return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('') || '?';
  }
  const email = person.email?.trim();
  return email ? Array.from(email)[0].toUpperCase() : '?';
}

/** '1 receptionist', '3 receptionists'. */
export function receptionistCount(count: number): string {
  return `${count} ${count === 1 ? 'receptionist' : 'receptionists'}`;
}

/** The first `max` characters and '…' when longer (table previews of free text); never cuts an emoji in half. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** Created dates in tables: 'Jan 5, 2025', or 'N/A' when missing or unparsable. */
export function dateOrNA(value: string | null | undefined, format: (value: string) => string): string {
  if (!value) return 'N/A';
  const text = format(value);
  return text === 'Invalid date' || text === 'Unknown date' ? 'N/A' : text;
}

const AUDIT_ACTIONS: Record<string, string> = {
  'user.update': 'Edited the user',
  'user.password_reset_sent': 'Sent a password reset link',
  'support_request.status': 'Changed the status',
  'contact_message.read': 'Marked as read',
  'receptionist.update': 'Edited the receptionist',
  'receptionist.delete': 'Deleted the receptionist',
  'receptionist.test_call': 'Placed a test call',
  'receptionist.change_done': "Marked the customer's change done",
  'receptionist.settings_saved': 'Changed the settings',
  'receptionist.settings_restored': 'Restored an earlier version of the settings',
  'receptionist.settings_reapplied': 'Sent the settings to the voice assistant again',
  'queue.retry_failed': 'Retried failed jobs',
  'admin.second_factor_enrolled': 'Set up two-step verification',
  'admin.recovery_code_used': 'Signed in with a recovery code',
  'admin.recovery_codes_regenerated': 'Replaced the recovery codes',
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTIONS[action] ?? action;
}

const AUDIT_FIELDS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
  companyName: 'Company name',
  companySize: 'Company size',
  subscriptionPlan: 'Plan',
  subscriptionStatus: 'Subscription status',
  receptionistLimit: 'Receptionist limit',
  receptionistLimitActive: 'Limit override',
  billingPeriod: 'Billing period',
  cancelAtPeriodEnd: 'Cancels at period end',
  currentPeriodEnd: 'Period end',
  trialEndsAt: 'Trial ends',
  stripeSubscriptionId: 'Provider subscription',
  status: 'Status',
  isResolved: 'Resolved',
  resolvedAt: 'Resolved at',
  isRead: 'Read',
  name: 'Name',
  aiPhoneNumber: 'AI phone number',
  companyInfo: 'Company information',
  businessHours: 'Business hours',
  languages: 'Languages',
  active: 'Answering calls',
  voiceAssistantId: 'Voice assistant id',
  voicePhoneNumberId: 'Voice phone-number id',
  failed: 'Failed jobs',
  userId: 'Owner',
  // A receptionist's settings, section by section (docs/product.md#receptionist-settings).
  version: 'Settings version',
  applying: 'Version sent',
  hours: 'Opening hours',
  greeting: 'Greeting',
  answers: 'Answers',
  transfers: 'Transfers',
  vipCallers: 'VIP callers',
  blockedCallers: 'Blocked callers',
  afterHours: 'After hours',
};

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELDS[field] ?? field;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value before or after a change, for people: 'empty', 'Yes', a date, a list. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(', ') : 'empty';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const count = new Intl.NumberFormat('en-US');

/** A customer's calls this period in the users list: '640 / 1,000', '412 / Unlimited', '3 / No plan'. */
export function callsThisPeriodLabel(callsCounted: number, allowance: number | null): string {
  const level = usageLevel({ callsCounted, allowance });
  const of = level === 'unlimited' ? 'Unlimited' : level === 'no-plan' ? 'No plan' : count.format(allowance ?? 0);
  return `${count.format(callsCounted)} / ${of}`;
}

/** Under it, from 80% of a limited allowance: the share used, or the calls over it. */
export function callsThisPeriodNote(callsCounted: number, allowance: number | null): string | undefined {
  const level = usageLevel({ callsCounted, allowance });
  if (level === 'over') return `${count.format(callsCounted - (allowance ?? 0))} over`;
  if (level === 'near') return `${Math.floor((callsCounted * 100) / (allowance ?? 1))}% used`;
  return undefined;
}
