import { useCallback, useMemo } from 'react';
import { ListErrorAlert, NoSuchPageAlert } from '../../../components/list-alerts';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { PagedList } from '../../../components/paged-list';
import { type AddressFilters, useAddressFilters } from '../../../lib/use-address-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFollowUps } from '../api/list-follow-ups';
import { useFollowUpReceptionists } from '../api/list-receptionists';
import { FollowUpFiltersBar } from '../components/follow-up-filters-bar';
import { FollowUpList } from '../components/follow-up-list';
import { FollowUpsEmptyState, NoMatchingFollowUps } from '../components/follow-ups-empty-state';
import { useFollowUpActions } from '../use-follow-up-actions';
import { followUpFiltersToParams, followUpsApiQuery, hasFollowUpFilters, readFollowUpFilters, type FollowUpFilters } from '../follow-up-filters';

/** The page's filters in the address (follow-up-filters.ts). */
const FOLLOW_UP_ADDRESS: AddressFilters<FollowUpFilters> = { read: readFollowUpFilters, write: (filters) => followUpFiltersToParams(filters) };

/** /follow-ups: what the customer's calls left them to do, open ones first, each marked done (or reopened) here. */
export function FollowUpsPage() {
  usePageTitle('Follow-ups', 'What your AI receptionists’ calls left you to do: messages, bookings, transfers that didn’t connect, failed and dropped calls.');
  const { filters, page, changeFilters } = useAddressFilters(FOLLOW_UP_ADDRESS);
  const followUps = useFollowUps(useMemo(() => followUpsApiQuery(filters, page), [filters, page]));
  const receptionists = useFollowUpReceptionists();
  const actions = useFollowUpActions();
  const clearFilters = useCallback(() => changeFilters({ receptionistId: undefined, reason: undefined, status: undefined }), [changeFilters]);

  const data = followUps.data;
  const filtered = hasFollowUpFilters(filters);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <PageContainer>
      <PageHeader
        title="Follow-ups"
        subtitle="What your calls left you to do: call back, confirm, or check. Open ones come first; mark each done when it is."
      />

      {(filtered || (data?.total ?? 0) > 0) && (
        <FollowUpFiltersBar filters={filters} receptionists={receptionists.data ?? []} onChange={changeFilters} onClear={clearFilters} />
      )}

      {followUps.isError && (
        <ListErrorAlert error={followUps.error} noun="follow-ups" allTo="/follow-ups" allLabel="All Follow-ups" onRetry={() => void followUps.refetch()} />
      )}

      {followUps.isPending && <PageLoader label="Loading your follow-ups" minHeight={0} />}

      {data &&
        data.total === 0 &&
        (filtered ? <NoMatchingFollowUps onClear={clearFilters} /> : <FollowUpsEmptyState noReceptionists={receptionists.data?.length === 0} />)}

      {data && data.total > 0 && data.items.length === 0 && (
        <NoSuchPageAlert page={page} pageCount={pageCount} noun="follow-ups" firstPageTo={`?${followUpFiltersToParams(filters)}`} />
      )}

      {data && data.items.length > 0 && (
        <PagedList
          data={data}
          page={page}
          noun={['follow-up', 'follow-ups']}
          pageHref={(shown) => `?${followUpFiltersToParams(filters, shown)}`}
          busy={followUps.isPlaceholderData}
          cappedText="The pages stop here: filter by reason or receptionist to reach the others."
        >
          <FollowUpList followUps={data.items} actions={actions} />
        </PagedList>
      )}
    </PageContainer>
  );
}
