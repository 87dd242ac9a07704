import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import UnsubscribeRounded from '@mui/icons-material/UnsubscribeRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverErrorCode, serverMessage } from '../../../api/client';
import type { NotificationKind } from '../../../api/generated/types.gen';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUnsubscribe } from '../api/unsubscribe';
import { AuthCard } from '../components/auth-card';

/** What each link turned off, in the page's words. */
const TURNED_OFF: Record<NotificationKind, string> = {
  daily_digest: 'You will no longer get the daily digest of your calls.',
  usage_alerts: 'You will no longer get usage alerts.',
  call_summaries: 'You will no longer get a summary after each call, for any of your receptionists.',
};

const REFUSED_TITLES: Record<string, string> = {
  'NOTIFICATIONS.EXPIRED_UNSUBSCRIBE_LINK': 'Link Expired',
  'NOTIFICATIONS.USED_UNSUBSCRIBE_LINK': 'Link Already Used',
};
const INVALID = 'This unsubscribe link is not valid. Change your e-mail preferences in the Account tab instead.';

/**
 * The unsubscribe link of a notification mail (docs/product.md#unsubscribe-links): the page POSTs the token as it loads,
 * then says what was turned off, or why the link was refused, with the way to the Account tab's switches.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token');
  const unsubscribing = useUnsubscribe(token);
  const preferences = (
    <Button component={RouterLink} to="/dashboard?tab=account" variant="contained" size="large" fullWidth>
      Manage E-mail Preferences
    </Button>
  );

  if (token && unsubscribing.isPending) {
    return <AuthCard icon={<CircularProgress size={22} color="inherit" />} title="Unsubscribing..." subtitle="This takes just a moment." />;
  }

  if (unsubscribing.isSuccess) {
    return (
      <AuthCard
        icon={<UnsubscribeRounded />}
        title="You Are Unsubscribed"
        subtitle={`${TURNED_OFF[unsubscribing.data.kind]} You can turn it back on, and choose your other e-mails, in your Account tab.`}
      >
        {preferences}
      </AuthCard>
    );
  }

  const code = serverErrorCode(unsubscribing.error);
  return (
    <AuthCard
      icon={<LinkOffRounded />}
      title={(code && REFUSED_TITLES[code]) ?? 'Invalid Link'}
      subtitle={token ? (serverMessage(unsubscribing.error) ?? 'Something went wrong. Please try again in a minute.') : INVALID}
    >
      {preferences}
    </AuthCard>
  );
}
