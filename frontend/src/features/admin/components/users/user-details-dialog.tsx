import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutcomeChip, TestCallChip } from '../../../../components/call-outcome-chip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminUserDetailsDto, BillingSummaryDto, CallUsageDto } from '../../../../api/generated/types.gen';
import { CallUsageBar } from '../../../../components/call-usage-bar';
import { NOT_COUNTED_INFO } from '../../../../lib/call-outcomes';
import { callCount, callsUsedText } from '../../../../lib/call-usage';
import { formatCaller, formatDate, formatDateTime, formatPhoneNumber } from '../../../../lib/format';
import { useUserDetails } from '../../api/get-user-details';
import { useAdminCalls } from '../../api/list-calls';
import type { AdminUser } from '../../api/list-users';
import { activityPlanLabel, callDuration, dateOrNA, planLabel, receptionistCount, userLabel } from '../../labels';
import { AuditTrail } from '../audit-trail';
import { customerCallsSearch } from '../calls/use-calls-address';
import { DetailsDialog, DetailsSection } from '../details-dialog';
import { DetailsList } from '../details-list';
import { countedTitle, DetailsRow, DetailsRows, Empty, listOf, LoadedListSection, RowTime } from './details-rows';
import { CalendarDisconnectedChip, calendarText } from './receptionist-calendar';
import { UserAppointments } from './user-appointments';
import { UserTexts } from './user-texts';
import {
  ActivityActionChip,
  EmailVerificationChip,
  OverLimitChip,
  ReceptionistStatusChip,
  RoleChip,
  SubscriptionStatusChip,
  SupportStatusChip,
} from '../status-chips';

interface UserDetailsDialogProps {
  user: AdminUser | undefined;
  onClose: () => void;
}

/** View Details (docs/product.md#every-back-office-action-does-something-real): everything about one customer on one screen. */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const details = useUserDetails(user?.id);

  return (
    <DetailsDialog
      open={user !== undefined}
      onClose={onClose}
      title={shown ? userLabel(shown) : 'User details'}
      subtitle={shown && `${shown.email} · ID: ${shown.id}`}
      result={details}
      loadingLabel="Loading the user's details"
      errorText="The details could not be loaded. Please try again."
    >
      {(data) => <DetailsBody details={data} />}
    </DetailsDialog>
  );
}

const RECENT_CALLS = 5;

/** The customer's latest calls, with a way to all of them in the Calls tab. */
function RecentCalls({ userId }: { userId: number }) {
  const calls = useAdminCalls({ page: 1, pageSize: RECENT_CALLS, sort: 'startedAt:desc', userId });
  return (
    <LoadedListSection
      title={countedTitle('Recent calls', calls.data)}
      list={listOf(calls)}
      loadingLabel="Loading the user's calls"
      errorText="The calls could not be loaded."
      emptyText="No calls yet."
      row={(call) => (
        <>
          <RowTime dateTime={call.startedAt}>{formatDateTime(call.startedAt)}</RowTime>
          <OutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
          {call.isTest && <TestCallChip />}
          <Typography variant="body2" color="text.secondary">
            {formatCaller(call.callerNumber)} · {call.receptionistName ?? 'N/A'} · {callDuration(call.durationSeconds)}
          </Typography>
        </>
      )}
      footer={
        <Link
          component={RouterLink}
          to={{ pathname: '/admin', search: customerCallsSearch(userId) }}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}
        >
          See all of this user's calls in the Calls tab
        </Link>
      }
    />
  );
}

function card(billing: BillingSummaryDto): string {
  if (!billing.card) return 'None on file';
  const { brand, last4, expMonth, expYear } = billing.card;
  const expiry = `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}, expires ${expiry}`;
}

/** This usage period's calls against the plan's allowance, the overage, and what did not count (docs/product.md#usage-periods). */
function UsageSection({ usage }: { usage: CallUsageDto }) {
  const notCounted = usage.notCounted.filter((entry) => entry.calls > 0);
  const lastDay = new Date(new Date(usage.periodEnd).getTime() - 1);
  return (
    <DetailsSection title="Calls this period">
      <DetailsList
        items={[
          { label: 'Period', value: `${formatDate(usage.periodStart)} – ${formatDate(lastDay)}` },
          {
            label: 'Counted',
            value: (
              <>
                {callsUsedText(usage)}
                {usage.percentUsed !== null && ` (${usage.percentUsed}%)`}
                <CallUsageBar usage={usage} />
              </>
            ),
          },
          { label: 'Overage', value: usage.overage > 0 ? callCount(usage.overage) : 'None' },
          {
            label: 'Not counted',
            value: notCounted.length === 0 ? 'None' : notCounted.map((entry) => `${NOT_COUNTED_INFO[entry.reason].reason}: ${entry.calls}`).join(' · '),
          },
        ]}
      />
    </DetailsSection>
  );
}

function DetailsBody({ details }: { details: AdminUserDetailsDto }) {
  const { user, billing, usage, receptionists, calendars, supportRequests, activities, audit } = details;
  const periodEnd = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : 'N/A';
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <DetailsSection title="Profile">
        <DetailsList
          items={[
            { label: 'Name', value: userLabel(user) },
            { label: 'Username', value: user.username || 'N/A' },
            { label: 'Email', value: user.email },
            {
              label: 'Email verified',
              value: user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt) : <EmailVerificationChip verified={false} />,
            },
            ...(user.pendingEmail ? [{ label: 'Pending email', value: `${user.pendingEmail} (waiting for its link)` }] : []),
            { label: 'Phone number', value: user.phoneNumber || 'N/A' },
            { label: 'Company', value: user.companyName || 'N/A' },
            { label: 'Company size', value: user.companySize ? `${user.companySize} employees` : 'N/A' },
            { label: 'Role', value: <RoleChip role={user.role} /> },
            { label: 'Joined', value: formatDate(user.createdAt) },
          ]}
        />
      </DetailsSection>

      <DetailsSection title="Subscription">
        <DetailsList
          items={[
            { label: 'Plan', value: planLabel(billing.planId ?? user.subscriptionPlan) },
            { label: 'Status', value: <SubscriptionStatusChip status={billing.status} /> },
            { label: 'Billing period', value: billing.period === 'annual' ? 'Annual' : billing.period === 'monthly' ? 'Monthly' : 'N/A' },
            { label: billing.cancelAtPeriodEnd || billing.status === 'cancelled' ? 'Access until' : 'Renews', value: periodEnd },
            ...(billing.trialEndsAt ? [{ label: 'Trial ends', value: formatDate(billing.trialEndsAt) }] : []),
            { label: 'Card', value: card(billing) },
            {
              label: 'Receptionist limit',
              value:
                user.receptionistLimitActive && user.receptionistLimit !== null
                  ? `${receptionistCount(user.receptionistLimit)} (override)`
                  : "The plan's limit",
            },
            {
              label: 'Paid through',
              value: billing.managedByProvider ? (billing.provider === 'stripe' ? 'Stripe' : 'Sandbox payments') : 'Set up by our team',
            },
          ]}
        />
      </DetailsSection>

      <UsageSection usage={usage} />

      <DetailsSection
        title={`AI receptionists (${receptionists.length}${user.receptionistsOverLimit > 0 ? `, ${user.receptionistsOverLimit} over the plan limit` : ''})`}
      >
        {receptionists.length === 0 ? (
          <Empty>No receptionists yet.</Empty>
        ) : (
          <DetailsRows>
            {receptionists.map((receptionist) => {
              const calendar = calendars.find((entry) => entry.receptionistId === receptionist.id);
              const calendarNote = calendar && calendarText(calendar);
              return (
                <DetailsRow key={receptionist.id}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {receptionist.name}
                  </Typography>
                  <ReceptionistStatusChip status={receptionist.status} />
                  {receptionist.overLimit && <OverLimitChip reasons={receptionist.overLimitReasons} />}
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    AI number {receptionist.aiPhoneNumber ? formatPhoneNumber(receptionist.aiPhoneNumber) : 'not assigned'} · created{' '}
                    {dateOrNA(receptionist.createdAt, formatDate)}
                    {calendarNote && ` · ${calendarNote}`}
                  </Typography>
                  {calendar?.state === 'disconnected' && <CalendarDisconnectedChip calendar={calendar} />}
                </DetailsRow>
              );
            })}
          </DetailsRows>
        )}
      </DetailsSection>

      <RecentCalls userId={user.id} />

      <UserAppointments userId={user.id} />

      <UserTexts userId={user.id} />

      <DetailsSection title={`Support tickets (${supportRequests.length})`}>
        {supportRequests.length === 0 ? (
          <Empty>No support requests.</Empty>
        ) : (
          <DetailsRows>
            {supportRequests.map((ticket) => (
              <DetailsRow key={ticket.id}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ticket.ticketNumber}
                </Typography>
                <SupportStatusChip status={ticket.status} />
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {ticket.subject} · {formatDate(ticket.createdAt)}
                </Typography>
              </DetailsRow>
            ))}
          </DetailsRows>
        )}
      </DetailsSection>

      <DetailsSection title={`Subscription activities (${activities.length})`}>
        {activities.length === 0 ? (
          <Empty>No subscription activities.</Empty>
        ) : (
          <DetailsRows>
            {activities.map((activity) => (
              <DetailsRow key={activity.id}>
                <ActivityActionChip action={activity.action} />
                <Typography variant="body2">
                  {activityPlanLabel(activity.previousPlan)} → {activityPlanLabel(activity.newPlan)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(activity.date)}
                </Typography>
              </DetailsRow>
            ))}
          </DetailsRows>
        )}
      </DetailsSection>

      <AuditTrail entries={audit} title="Audit trail" />
    </Stack>
  );
}
