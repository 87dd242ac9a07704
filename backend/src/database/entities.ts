import { OutboxEntry } from '../jobs/outbox-entry.entity';
import { AuditLogEntry } from '../modules/audit/audit-log.entity';
import { AdminRecoveryCode, AdminSecondFactor } from '../modules/auth/admin-second-factor.entity';
import { EmailVerificationToken } from '../modules/auth/email-verification-token.entity';
import { ResetToken } from '../modules/auth/reset-token.entity';
import { Session } from '../modules/auth/session.entity';
import { BillingCheckout } from '../modules/billing/billing-checkout.entity';
import { Payment } from '../modules/billing/payment.entity';
import { SandboxObject } from '../modules/billing/providers/sandbox/sandbox-object.entity';
import { StripeEvent } from '../modules/billing/stripe-event.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { SubscriptionActivity } from '../modules/billing/subscription-activity.entity';
import { TrialCard } from '../modules/billing/trial-card.entity';
import { TrialRefusal } from '../modules/billing/trial-refusal.entity';
import { Call } from '../modules/calls/call.entity';
import { CallDigest } from '../modules/calls/call-digest.entity';
import { CallerName } from '../modules/calls/caller-name.entity';
import { CallScreeningRules } from '../modules/calls/call-screening-rules.entity';
import { FollowUp } from '../modules/calls/follow-up.entity';
import { KnowledgeGap } from '../modules/calls/knowledge-gap.entity';
import { VoiceToolCall } from '../modules/calls/voice-tool-call.entity';
import { Appointment } from '../modules/appointments/appointment.entity';
import { SandboxCalendarEvent } from '../modules/appointments/calendars/sandbox/sandbox-calendar-event.entity';
import { CalendarConnection } from '../modules/appointments/calendars/calendar-connection.entity';
import { CalendarOAuthState } from '../modules/appointments/calendars/calendar-oauth-state.entity';
import { ForwardingCheck } from '../modules/calls/forwarding-check.entity';
import { SandboxAssistant } from '../modules/calls/platforms/sandbox/sandbox-assistant.entity';
import { SandboxCallSchedule } from '../modules/calls/platforms/sandbox/sandbox-call-schedule.entity';
import { CallEvent } from '../modules/calls/call-event.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { SmsOptOut } from '../modules/messaging/sms-opt-out.entity';
import { SmsStatusReport } from '../modules/messaging/sms-status-report.entity';
import { TextMessage } from '../modules/messaging/text-message.entity';
import { NotificationPreferences } from '../modules/notifications/notification-preferences.entity';
import { ReceptionistCallSummary } from '../modules/notifications/receptionist-call-summary.entity';
import { UsedUnsubscribeToken } from '../modules/notifications/used-unsubscribe-token.entity';
import { ReceptionistChange } from '../modules/receptionists/receptionist-change.entity';
import { ReceptionistSettingsVersion } from '../modules/receptionist-settings/receptionist-settings-version.entity';
import { ReceptionistStatusChange } from '../modules/receptionists/receptionist-status-change.entity';
import { Receptionist } from '../modules/receptionists/receptionist.entity';
import { SupportRequest } from '../modules/support/support-request.entity';
import { User } from '../modules/users/user.entity';

/** Every entity, listed explicitly so the same list serves the app, the CLI, migrations and tests. */
export const ENTITIES = [
  User,
  ResetToken,
  Session,
  AdminSecondFactor,
  AdminRecoveryCode,
  EmailVerificationToken,
  ContactMessage,
  SupportRequest,
  Receptionist,
  ReceptionistStatusChange,
  ReceptionistChange,
  ReceptionistSettingsVersion,
  Call,
  SandboxAssistant,
  SandboxCallSchedule,
  CallEvent,
  CallDigest,
  CallerName,
  CallScreeningRules,
  KnowledgeGap,
  FollowUp,
  VoiceToolCall,
  Appointment,
  SandboxCalendarEvent,
  TextMessage,
  SmsOptOut,
  SmsStatusReport,
  CalendarConnection,
  CalendarOAuthState,
  ForwardingCheck,
  NotificationPreferences,
  ReceptionistCallSummary,
  UsedUnsubscribeToken,
  Subscription,
  SubscriptionActivity,
  StripeEvent,
  Payment,
  BillingCheckout,
  TrialCard,
  TrialRefusal,
  SandboxObject,
  AuditLogEntry,
  OutboxEntry,
];
