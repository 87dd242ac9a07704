import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { PageContainer } from '../../../components/page-container';
import { PagedList } from '../../../components/paged-list';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { ListErrorAlert, NoSuchPageAlert } from '../../../components/list-alerts';
import { type AddressFilters, useAddressFilters } from '../../../lib/use-address-filters';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAppointments } from '../api/list-appointments';
import { useAppointmentReceptionists } from '../api/list-receptionists';
import {
  appointmentFiltersToParams,
  appointmentsApiQuery,
  dayKey,
  hasAppointmentFilters,
  readAppointmentFilters,
  shiftWeek,
  shownWeek,
  weekStartOf,
  type AppointmentFilters,
  type AppointmentView,
} from '../appointment-filters';
import type { Appointment } from '../../../lib/appointment-text';
import { AppointmentFiltersBar } from '../components/appointment-filters-bar';
import { AppointmentList } from '../components/appointment-list';
import { AppointmentWeek, WeekNav } from '../components/appointment-week';
import { AppointmentsEmptyState, NoMatchingAppointments } from '../components/appointments-empty-state';
import { CancelDialog } from '../components/cancel-dialog';
import { RescheduleDialog } from '../components/reschedule-dialog';

const count = new Intl.NumberFormat('en-US');
const VIEW_LABELS: Record<AppointmentView, string> = { upcoming: 'Upcoming', past: 'Past', week: 'Week' };

/** The Appointments page's filters in the address (appointment-filters.ts). */
const APPOINTMENT_ADDRESS: AddressFilters<AppointmentFilters> = { read: readAppointmentFilters, write: (filters) => appointmentFiltersToParams(filters) };

/** /appointments: what the customer's receptionists booked, upcoming or past a page at a time, or a week at a glance. */
export function AppointmentsPage() {
  usePageTitle('Appointments', 'The appointments your AI receptionists book during calls: upcoming, past and week by week.');
  const { filters, page, changeFilters } = useAddressFilters(APPOINTMENT_ADDRESS);
  // The week's bounds are read once per address: "this week" does not move under a page left open past midnight.
  const apiQuery = useMemo(() => appointmentsApiQuery(filters, page), [filters, page]);
  const appointments = useAppointments(apiQuery);
  const receptionists = useAppointmentReceptionists();
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const actions = useMemo(() => ({ onReschedule: setRescheduling, onCancel: setCancelling }), []);

  const clearFilters = useCallback(() => changeFilters({ receptionistId: undefined, q: undefined }), [changeFilters]);
  const changeWeek = (weeks: number | null) => {
    const start = weeks === null ? weekStartOf(new Date()) : shiftWeek(shownWeek(filters), weeks);
    changeFilters({ week: weeks === null ? undefined : dayKey(start) });
  };

  const data = appointments.data;
  const filtered = hasAppointmentFilters(filters);
  const isWeek = filters.view === 'week';
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const weekStart = shownWeek(filters);
  // A week is shown even when empty (a quiet week), but not to a customer with no receptionist to book anything.
  const noReceptionists = receptionists.data?.length === 0;
  const weekShown = isWeek && !noReceptionists;
  const listEmpty = !weekShown && data && data.total === 0;

  return (
    <PageContainer>
      <PageHeader title="Appointments" subtitle="What your receptionists book during calls. Move or cancel an upcoming one here." />

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs
          value={filters.view}
          onChange={(_, view: AppointmentView) => changeFilters({ view, week: undefined })}
          aria-label="Which appointments"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {(Object.keys(VIEW_LABELS) as AppointmentView[]).map((view) => (
            <Tab key={view} value={view} label={VIEW_LABELS[view]} />
          ))}
        </Tabs>
      </Box>

      {(filtered || isWeek || (data?.total ?? 0) > 0 || (receptionists.data?.length ?? 0) > 1) && (
        <AppointmentFiltersBar filters={filters} receptionists={receptionists.data ?? []} onChange={changeFilters} onClear={clearFilters} />
      )}

      {weekShown && <WeekNav start={weekStart} isThisWeek={dayKey(weekStart) === dayKey(weekStartOf(new Date()))} onWeek={changeWeek} />}

      {appointments.isError && (
        <ListErrorAlert
          error={appointments.error}
          noun="appointments"
          allTo="/appointments"
          allLabel="All Appointments"
          onRetry={() => void appointments.refetch()}
        />
      )}

      {appointments.isPending && <PageLoader label="Loading your appointments" minHeight={0} />}

      {listEmpty &&
        (filtered ? (
          <NoMatchingAppointments onClear={clearFilters} />
        ) : receptionists.data || receptionists.isError ? (
          <AppointmentsEmptyState view={filters.view} receptionists={receptionists.data} />
        ) : (
          <PageLoader label="Loading your receptionists" minHeight={0} />
        ))}

      {!isWeek && data && data.total > 0 && data.items.length === 0 && (
        <NoSuchPageAlert page={page} pageCount={pageCount} noun="appointments" firstPageTo={`?${appointmentFiltersToParams(filters)}`} />
      )}

      {weekShown && data && (
        <Box aria-busy={appointments.isPlaceholderData} sx={{ opacity: appointments.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <AppointmentWeek start={weekStart} appointments={data.items} actions={actions} />
          {data.total > data.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
              {`This week shows the first ${count.format(data.items.length)} of ${count.format(data.total)} appointments: choose a receptionist to see the others.`}
            </Typography>
          )}
        </Box>
      )}

      {!isWeek && data && data.items.length > 0 && (
        <PagedList
          data={data}
          page={page}
          noun={['appointment', 'appointments']}
          pageHref={(shown) => `?${appointmentFiltersToParams(filters, shown)}`}
          busy={appointments.isPlaceholderData}
          cappedText="The pages stop here: use the week view to reach other appointments."
        >
          <AppointmentList appointments={data.items} actions={actions} />
        </PagedList>
      )}

      {rescheduling && <RescheduleDialog key={rescheduling.id} appointment={rescheduling} onClose={() => setRescheduling(null)} />}
      {cancelling && <CancelDialog key={cancelling.id} appointment={cancelling} onClose={() => setCancelling(null)} />}
    </PageContainer>
  );
}
