import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SubscriptionAction } from '../../../../api/generated/types.gen';
import { formatDateTime } from '../../../../lib/format';
import { useSubscriptionActivities, type ActivitySortField, type AdminActivity } from '../../api/list-subscription-activities';
import { ACTIVITY_FILTERS, activitiesCountLine, activityPlanLabel, truncate } from '../../labels';
import { FilterSelect } from '../list/filter-select';
import { dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { useListState } from '../list/use-list-state';
import { ActivityActionChip } from '../status-chips';
import { ActivitiesErrorBoundary } from './activities-error-boundary';
import { ActivityIcon } from './activity-icon';
import { ActivityUser } from './activity-user';

const DETAILS_PREVIEW = 50;

const columns: Column<AdminActivity, ActivitySortField>[] = [
  { id: 'icon', label: 'Type', hideLabel: true, width: 48, render: (activity) => <ActivityIcon action={activity.action} /> },
  { id: 'user', label: 'User', render: (activity) => <ActivityUser activity={activity} /> },
  { id: 'action', label: 'Action', sortField: 'action', render: (activity) => <ActivityActionChip action={activity.action} /> },
  { id: 'previous', label: 'Previous Plan', wrapWidth: 100, render: (activity) => activityPlanLabel(activity.previousPlan) },
  { id: 'new', label: 'New Plan', wrapWidth: 100, render: (activity) => activityPlanLabel(activity.newPlan) },
  dateColumn({ id: 'date', label: 'Date', sortField: 'date' }, (activity) => activity.date, formatDateTime),

  {
    id: 'details',
    label: 'Details',
    wrapWidth: 220,
    render: (activity) =>
      activity.details ? (
        <Box component="span" title={activity.details}>
          {truncate(activity.details, DETAILS_PREVIEW)}
        </Box>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          No details
        </Box>
      ),
  },
];

/** Subscription Activities: new subscriptions, upgrades, downgrades and cancellations, filtered by action. */
export function ActivitiesTab() {
  const [action, setAction] = useState<SubscriptionAction | 'all'>('all');
  const list = useListState<ActivitySortField>({ field: 'date', direction: 'desc' }, action);
  const activities = useSubscriptionActivities({ ...list.query, ...(action === 'all' ? {} : { action }) });
  const filtered = action !== 'all';

  return (
    <>
      <ListToolbar>
        <FilterSelect label="Filter activities" value={action} options={ACTIVITY_FILTERS} onChange={setAction} />
        <SearchField label="Search activities" placeholder="Name, email or details" value={list.search} onChange={list.setSearch} />
      </ListToolbar>
      <ActivitiesErrorBoundary>
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1.5, minHeight: 24 }}>
          {activities.data ? activitiesCountLine(activities.data.total, filtered, activities.data.totalCapped) : ''}
        </Typography>
        <ListTable
          label="Subscription activities"
          noun="subscription activities"
          columns={columns}
          list={list}
          result={activities}
          rowKey={(activity) => activity.id}
          minWidth={960}
          emptyText={activitiesCountLine(0, filtered)}
          errorTitle="There was an error loading subscription activities. Please try again later."
        />
      </ActivitiesErrorBoundary>
    </>
  );
}
