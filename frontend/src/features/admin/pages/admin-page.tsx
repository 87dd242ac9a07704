import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../api/client';
import { forgetSession } from '../../../api/session';
import { useNotify } from '../../../components/notices/notices-context';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminLogout } from '../api/admin-logout';
import { useAdminMe } from '../api/get-admin-me';
import { DEFAULT_ADMIN_TAB, isAdminTab, type AdminTab } from '../admin-tabs';
import { CallsTab } from '../components/calls/calls-tab';
import { ActivitiesTab } from '../components/activities/activities-tab';
import { AdminShell } from '../components/admin-shell';
import { ContactMessagesTab } from '../components/contact/contact-messages-tab';
import { QueueHealthTab } from '../components/queues/queue-health-tab';
import { ReceptionistsTab } from '../components/receptionists/receptionists-tab';
import { TestPaymentsBanner } from '../components/test-payments-banner';
import { SupportRequestsTab } from '../components/support/support-requests-tab';
import { UsersTab } from '../components/users/users-tab';
import { WorkQueueTab } from '../components/work-queue/work-queue-tab';
import { useWorkQueueSummary } from '../api/work-queue';
import { personName } from '../labels';
import { useAdminSessionWatch } from '../use-admin-session-watch';

const TAB_CONTENT: Record<AdminTab, () => ReactNode> = {
  'work-queue': () => <WorkQueueTab />,
  users: () => <UsersTab />,
  'support-requests': () => <SupportRequestsTab />,
  'contact-messages': () => <ContactMessagesTab />,
  receptionists: () => <ReceptionistsTab />,
  calls: () => <CallsTab />,
  'subscription-activities': () => <ActivitiesTab />,
  queues: () => <QueueHealthTab />,
};

interface AdminPageProps {
  /** Header controls app/ adds (the theme switch). */
  headerActions?: ReactNode;
}

/** /admin: the back office (docs/product.md#the-back-office). The tab lives in the address (?tab=), so links and Back switch it. */
export function AdminPage({ headerActions }: AdminPageProps) {
  usePageTitle('Admin');
  useAdminSessionWatch();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : DEFAULT_ADMIN_TAB;
  const { data: admin } = useAdminMe();
  const { data: workWaiting } = useWorkQueueSummary();
  const logout = useAdminLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();

  const handleLogout = () =>
    logout.mutate(
      {},
      {
        onSuccess: () => {
          // Forget the administrator and leave in one render, so the route guard never sees a half-done logout.
          forgetSession(queryClient);
          void navigate('/admin-login', { replace: true, flushSync: true });
          notify({ title: 'Logged out', variant: 'success' });
        },
        onError: (error) => notify({ title: 'Logout failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <AdminShell
      tab={tab}
      adminName={(admin && personName(admin)) || 'Admin User'}
      onLogout={handleLogout}
      logoutPending={logout.isPending}
      headerActions={headerActions}
      banner={<TestPaymentsBanner />}
      workWaiting={workWaiting}
    >
      {/* keyed by tab: each tab starts on its first page with its own search and filters */}
      <div key={tab}>{TAB_CONTENT[tab]()}</div>
    </AdminShell>
  );
}
