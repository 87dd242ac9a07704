import Stack from '@mui/material/Stack';
import type { CallsOverviewDto } from '../../../api/generated/types.gen';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { useCallsOverview } from '../api/get-calls-overview';
import { useCustomerReceptionists } from '../api/list-receptionists';
import { CallsEmptyState } from './calls-empty-state';
import { CallsPerDayChart } from './calls-per-day-chart';
import { OverviewStats } from './overview-stats';
import { ReceptionistBreakdown } from './receptionist-breakdown';
import { UsageMeter } from './usage-meter';

function hasCalls(overview: CallsOverviewDto): boolean {
  return overview.callsAnswered > 0 || overview.callsPerDay.some((day) => day.calls > 0);
}

/** No call yet: what the receptionists are waiting for, as the empty call log says it (it needs their statuses). */
function NoCallsYet() {
  const receptionists = useCustomerReceptionists();
  if (receptionists.isPending) return <PageLoader label="Loading your receptionists" minHeight={0} />;
  return <CallsEmptyState receptionists={receptionists.data} heading="h3" />;
}

/**
 * The dashboard's Overview tab (docs/product.md#the-customer-area), from one request: the usage meter, this period's
 * figures, the last 30 days' calls by outcome and each receptionist's calls.
 */
export function OverviewTab() {
  const overview = useCallsOverview();

  if (overview.isPending) return <PageLoader label="Loading your overview" minHeight={0} />;
  if (overview.isError) {
    return <RetryAlert onRetry={() => void overview.refetch()}>We couldn't load your overview. Please try again.</RetryAlert>;
  }

  const data = overview.data;
  return (
    <Stack spacing={3}>
      <UsageMeter usage={data.usage} />
      {hasCalls(data) ? (
        <>
          <OverviewStats overview={data} />
          <CallsPerDayChart days={data.callsPerDay} />
          {data.receptionists.length > 0 && <ReceptionistBreakdown receptionists={data.receptionists} />}
        </>
      ) : (
        <NoCallsYet />
      )}
    </Stack>
  );
}
