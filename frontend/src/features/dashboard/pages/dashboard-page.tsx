import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSessionUser } from '../../../api/session';
import { PageContainer } from '../../../components/page-container';
import { DASHBOARD_TABS, DEFAULT_DASHBOARD_TAB, isDashboardTab, listenForDashboardTabSwitch, type DashboardTab } from '../../../lib/dashboard-tabs';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccountTab } from '../components/account-tab';
import { ScheduleTab } from '../components/schedule-tab';
import { SupportTab } from '../components/support-tab';

const tabs: Record<DashboardTab, { label: string; title: string; text: string }> = {
  overview: {
    label: 'Overview',
    title: 'Overview',
    text: 'Your calls this period against your plan, and what your receptionists did over the last 30 days.',
  },
  schedule: {
    label: 'Schedule',
    title: 'Schedule a Call',
    text: 'Book a product demo, a consultation or your setup and onboarding session with our team.',
  },
  support: {
    label: 'Support',
    title: 'Support',
    text: 'Write to our support team 24/7: we respond within 24 hours.',
  },
  account: {
    label: 'Account',
    title: 'Account',
    text: 'Your personal information, password, account details and e-mail notifications.',
  },
  subscription: {
    label: 'Subscription',
    title: 'Subscription',
    text: 'Your plan, billing information and payment history.',
  },
};

interface DashboardPageProps {
  /** The Overview tab's content, from the calls feature. */
  overviewTab?: ReactNode;
  /** The Subscription tab's content, from the billing feature (app/ composes them). */
  subscriptionTab?: ReactNode;
}

function TabHeading({ tab }: { tab: DashboardTab }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2">
        {tabs[tab].title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {tabs[tab].text}
      </Typography>
    </Box>
  );
}

/**
 * The tab lives in the address (?tab=), so links, the back button and the in-page 'dashboard:switch-tab' event
 * (lib/dashboard-tabs) switch it in place, each switch a history entry.
 */
export function DashboardPage({ overviewTab, subscriptionTab }: DashboardPageProps) {
  usePageTitle('Dashboard');
  const { user } = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DashboardTab = isDashboardTab(requested) ? requested : DEFAULT_DASHBOARD_TAB;
  const name = user?.firstName || user?.username || user?.email;

  const selectTab = (next: DashboardTab, planId?: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    // A chosen plan only means something on the Subscription tab.
    if (next === 'subscription' && planId) params.set('plan', planId);
    else params.delete('plan');
    if (params.toString() === searchParams.toString()) return; // already showing: no duplicate history entry
    setSearchParams(params, { preventScrollReset: true });
  };

  const onSwitchRequest = useEffectEvent((tabToShow: DashboardTab, planId?: string) => selectTab(tabToShow, planId));
  useEffect(() => listenForDashboardTabSwitch(({ tab: next, planId }) => onSwitchRequest(next, planId)), []);

  return (
    <PageContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 4 }}>
        <Box>
          <Typography variant="h3" component="h1">
            Welcome, {name}!
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Manage your calls, support requests, account and subscription.
          </Typography>
        </Box>
        <Button component={RouterLink} to="/product" variant="outlined" endIcon={<ArrowForward />}>
          Product overview
        </Button>
      </Stack>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardTab) => selectTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Dashboard sections"
        >
          {DASHBOARD_TABS.map((key) => (
            <Tab key={key} value={key} label={tabs[key].label} id={`dashboard-tab-${key}`} aria-controls={`dashboard-panel-${key}`} />
          ))}
        </Tabs>
      </Box>

      <Box role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        <TabHeading tab={tab} />
        {tab === 'overview' && overviewTab}
        {tab === 'schedule' && user && <ScheduleTab user={user} />}
        {tab === 'support' && <SupportTab user={user} />}
        {tab === 'account' && user && <AccountTab user={user} />}
        {tab === 'subscription' && subscriptionTab}
      </Box>
    </PageContainer>
  );
}
