import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';

// Each tab's code from another feature (the calls feature's Overview, with its chart library; billing's Subscription)
// loads when the tab is first shown.
const OverviewTab = lazy(() => import('../features/calls/components/overview-tab').then((m) => ({ default: m.OverviewTab })));
const SubscriptionTab = lazy(() => import('../features/billing/components/subscription-tab').then((m) => ({ default: m.SubscriptionTab })));

/** The dashboard with the calls feature's Overview tab and the billing feature's Subscription tab: features do not import each other, app/ joins them. */
export function DashboardRoute() {
  return (
    <DashboardPage
      overviewTab={
        <Suspense fallback={<PageLoader label="Loading your overview" minHeight={0} />}>
          <OverviewTab />
        </Suspense>
      }
      subscriptionTab={
        <Suspense fallback={<PageLoader label="Loading your subscription" />}>
          <SubscriptionTab />
        </Suspense>
      }
    />
  );
}
