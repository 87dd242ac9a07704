import type { UserMail } from '../../mail/mail-message';
import type { User } from '../users/user.entity';
import { formatDate } from '../billing/billing.mails';

/** The usage alert at `threshold`% of the allowance (docs/product.md#usage-alerts); calls go on being answered above it. */
export function usageAlertMail(
  owner: Pick<User, 'firstName'>,
  usage: { threshold: number; used: number; allowance: number; periodEnd: Date },
  appUrl: string,
): UserMail {
  const { threshold, used, allowance, periodEnd } = usage;
  const count = (calls: number) => calls.toLocaleString('en-US');
  return {
    subject: threshold >= 100 ? 'You have used all the calls of your plan this period' : `You have used ${threshold}% of your calls this period`,
    text: [
      `Hi ${owner.firstName ?? 'there'},`,
      '',
      `Your receptionists have answered ${count(used)} of the ${count(allowance)} calls your plan includes this period; the next period starts on ${formatDate(periodEnd)}.`,
      '',
      threshold >= 100
        ? 'Your receptionists keep answering every call: we never cut off your callers. The calls above your allowance show as overage.'
        : 'Your receptionists keep answering every call, also above your allowance: we never cut off your callers.',
      '',
      `See your usage: ${appUrl}/dashboard`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}
