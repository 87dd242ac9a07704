import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { useCallUsage } from '../../../lib/call-usage';
import { PageContainer } from '../../../components/page-container';
import { PagedList } from '../../../components/paged-list';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { type AddressFilters, useAddressFilters } from '../../../lib/use-address-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCalls } from '../api/list-calls';
import { useCustomerReceptionists } from '../api/list-receptionists';
import { callFiltersToParams, callsExportUrl, hasCallFilters, readCallFilters, type CallFilters } from '../call-filters';
import { CallFiltersBar } from '../components/call-filters-bar';
import { CallList } from '../components/call-list';
import { CallsEmptyState, NoMatchingCalls } from '../components/calls-empty-state';
import { ListErrorAlert, NoSuchPageAlert } from '../../../components/list-alerts';

/** The call log's filters in the address (call-filters.ts). */
const CALL_ADDRESS: AddressFilters<CallFilters> = { read: readCallFilters, write: (filters) => callFiltersToParams(filters) };

/** /calls: every call the customer's receptionists answered, newest first, a page at a time, filtered in the address. */
export function CallsPage() {
  usePageTitle('Calls', 'Every call your AI receptionists answer: who called, what was said, a summary and what came of it.');
  const { filters, page, setFilters, changeFilters } = useAddressFilters(CALL_ADDRESS);
  const calls = useCalls(filters, page);
  const receptionists = useCustomerReceptionists();
  const usage = useCallUsage();
  const clearFilters = useCallback(() => setFilters({}), [setFilters]);

  const data = calls.data;
  const filtered = hasCallFilters(filters);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageContainer>
      <PageHeader
        title="Calls"
        subtitle="Every call your receptionists answer: who called, what was said and what came of it."
        actions={
          (data?.total ?? 0) > 0 && (
            <Button component="a" href={callsExportUrl(filters)} download variant="outlined" startIcon={<FileDownloadOutlined />}>
              {filtered ? 'Export these calls (CSV)' : 'Export calls (CSV)'}
            </Button>
          )
        }
      />

      {(filtered || (data?.total ?? 0) > 0) && (
        <CallFiltersBar
          filters={filters}
          receptionists={receptionists.data ?? []}
          periodStart={usage.data?.periodStart}
          onChange={changeFilters}
          onClear={clearFilters}
        />
      )}

      {calls.isError && <ListErrorAlert error={calls.error} noun="calls" allTo="/calls" allLabel="All Calls" onRetry={() => void calls.refetch()} />}

      {calls.isPending && <PageLoader label="Loading your calls" minHeight={0} />}

      {data && data.total === 0 && (filtered ? <NoMatchingCalls onClear={clearFilters} /> : <EmptyLog receptionists={receptionists} />)}

      {data && data.total > 0 && data.items.length === 0 && (
        <NoSuchPageAlert page={page} pageCount={pageCount} noun="calls" firstPageTo={`?${callFiltersToParams(filters)}`} />
      )}

      {data && data.items.length > 0 && (
        <PagedList
          data={data}
          page={page}
          noun={['call', 'calls']}
          pageHref={(shown) => `?${callFiltersToParams(filters, shown)}`}
          busy={calls.isPlaceholderData}
          cappedText="The pages stop here: choose a range of days to reach older calls."
        >
          <CallList calls={data.items} />
        </PagedList>
      )}
    </PageContainer>
  );
}

/** No calls at all: what the customer's receptionists are waiting for (the list of them is needed to say). */
function EmptyLog({ receptionists }: { receptionists: ReturnType<typeof useCustomerReceptionists> }) {
  if (receptionists.data || receptionists.isError) return <CallsEmptyState receptionists={receptionists.data} />;
  return <PageLoader label="Loading your receptionists" minHeight={0} />;
}
