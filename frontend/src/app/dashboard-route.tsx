import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';

// The Subscription tab's code (billing) loads when the tab is first shown.
const SubscriptionTab = lazy(() => import('../features/billing/components/subscription-tab').then((m) => ({ default: m.SubscriptionTab })));

/** The dashboard with the billing feature's Subscription tab: features do not import each other, app/ joins them. */
export function DashboardRoute() {
  return (
    <DashboardPage
      subscriptionTab={
        <Suspense fallback={<PageLoader label="Loading your subscription" />}>
          <SubscriptionTab />
        </Suspense>
      }
    />
  );
}
