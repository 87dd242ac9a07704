import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import type {
  AppointmentDto,
  CalendarState,
  OverLimitReason,
  ReceptionistStatus,
  SubscriptionAction,
  SubscriptionStatus,
  SupportStatus,
  TextMessageDto,
  UserRole,
} from '../../../api/generated/types.gen';
import {
  ACTIVITY_INFO,
  APPOINTMENT_CALENDAR_INFO,
  appointmentStatusInfo,
  RECEPTIONIST_STATUS_INFO,
  SUBSCRIPTION_STATUS_INFO,
  SUPPORT_STATUS_INFO,
  TEXT_STATUS_INFO,
} from '../labels';
import { ToneChip } from './tone-chip';

/** 'admin' highlighted, everyone else 'user' (the default role, docs/product.md#who-uses-it). */
export function RoleChip({ role }: { role: UserRole | null | undefined }) {
  return role === 'admin' ? <ToneChip label="admin" tone="info" /> : <ToneChip label={role || 'user'} tone="neutral" outlined />;
}

/** Whether the account's address was proven by a link sent to it: until then it gets no mail but that link. */
export function EmailVerificationChip({ verified }: { verified: boolean }) {
  return verified ? <ToneChip label="Verified" tone="success" /> : <ToneChip label="Unverified" tone="warning" outlined />;
}

/** Active green, Pending outlined, Cancelled red, Trial blue, Past Due amber, else 'No Subscription'. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus | null | undefined }) {
  const info = (status && SUBSCRIPTION_STATUS_INFO[status]) || SUBSCRIPTION_STATUS_INFO.none;
  return <ToneChip label={info.label} tone={info.tone} outlined={info.outlined} />;
}

const SUPPORT_ICONS: Record<SupportStatus, ReactElement> = {
  open: <ErrorOutlineRounded />,
  'in-progress': <AccessTimeRounded />,
  resolved: <CheckCircleOutlineRounded />,
  closed: <HighlightOffRounded />,
};

/** With its icon: open blue, in progress yellow, resolved green, closed grey (docs/product.md#support-request-statuses). */
export function SupportStatusChip({ status }: { status: SupportStatus }) {
  const info = SUPPORT_STATUS_INFO[status] ?? { label: status, tone: 'neutral' as const };
  return <ToneChip label={info.label} tone={info.tone} icon={SUPPORT_ICONS[status]} />;
}

export function ReceptionistStatusChip({ status }: { status: ReceptionistStatus }) {
  const info = RECEPTIONIST_STATUS_INFO[status] ?? { label: status, tone: 'neutral' as const };
  return <ToneChip label={info.label} tone={info.tone} />;
}

const OVER_LIMIT_REASONS: Record<OverLimitReason, string> = {
  receptionists: "beyond the plan's receptionist count",
  languages: 'more languages than the plan allows',
};

/** A receptionist past its owner's current plan: the team pauses it (it cannot go live until it is within again). */
export function OverLimitChip({ reasons }: { reasons: OverLimitReason[] }) {
  const why = reasons.map((reason) => OVER_LIMIT_REASONS[reason]).join('; ');
  return (
    <Tooltip title={`Over the plan limit: ${why}. Pause it on the voice platform.`} describeChild>
      <span>
        <ToneChip label="Over limit" tone="warning" icon={<WarningAmberRounded />} />
      </span>
    </Tooltip>
  );
}

export function ActivityActionChip({ action }: { action: SubscriptionAction }) {
  const info = ACTIVITY_INFO[action] ?? { label: action, tone: 'neutral' as const };
  return <ToneChip label={info.label} tone={info.tone} />;
}

/** Queued, Sent, Delivered; Failed or Undelivered in red, with the SMS provider's error code when it gave one. */
export function TextStatusChip({ text }: { text: Pick<TextMessageDto, 'status' | 'errorCode'> }) {
  const info = TEXT_STATUS_INFO[text.status] ?? { label: text.status, tone: 'neutral' as const };
  const label = info.tone === 'error' && text.errorCode !== null ? `${info.label} · error ${text.errorCode}` : info.label;
  return <ToneChip label={label} tone={info.tone} />;
}

/** Booked (still to come), Past or Cancelled. */
export function AppointmentStatusChip({ appointment }: { appointment: Pick<AppointmentDto, 'status' | 'endsAt'> }) {
  const info = appointmentStatusInfo(appointment);
  return <ToneChip label={info.label} tone={info.tone} outlined={info.tone === 'neutral'} />;
}

/** Only while the appointment is not in the business's calendar: still waiting, or refused. */
export function AppointmentCalendarChip({ calendarState }: { calendarState: CalendarState }) {
  const info = APPOINTMENT_CALENDAR_INFO[calendarState];
  return info ? <ToneChip label={info.label} tone={info.tone} outlined /> : null;
}
