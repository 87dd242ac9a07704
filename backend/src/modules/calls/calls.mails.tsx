import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailFacts, MailLayout, MailLink, MailList, MailText } from '../../mail/mail-layout';
import { formatCalendarDate, formatDay, formatTime } from '../../mail/mail-dates';
import { formatPhoneNumber } from '../../common/phone-numbers';
import { renderMail } from '../../mail/render-mail';
import { backOfficeLink } from '../../mail/back-office-link';
import type { UnsubscribeLink } from '../notifications/notifications.service';
import { OVERAGE_RULE, type Plan } from '../plans/plan-catalogue';
import type { ReceptionistLine } from '../receptionists/receptionists.service';
import type { User } from '../users/user.entity';
import type { FollowUpReason } from './follow-up-reasons';
import type { DayKnowledgeGaps } from './knowledge-gaps.service';
import type { CallOutcome } from './platforms/voice-platform';
import type { CallAction } from './voice-tools';

/** The facts of one call a notification mail shows: never its transcript. */
export interface NotifiedCall {
  id: number;
  receptionistName: string | null;
  callerNumber: string | null;
  /** The name the caller gave; null when none. */
  callerName: string | null;
  outcome: CallOutcome | null;
  durationSeconds: number | null;
  summary: string | null;
  startedAt: Date;
}

/** What a mail says the receptionist did on calls, by action (docs/voice-platforms.md#tools). */
const ACTION_WORDS: Record<CallAction, [one: string, many: string]> = {
  booked: ['appointment booked', 'appointments booked'],
  moved: ['appointment moved', 'appointments moved'],
  cancelled: ['appointment cancelled', 'appointments cancelled'],
  texted: ['link texted', 'links texted'],
  transferred: ['caller put through', 'callers put through'],
};

/** A call's follow-up as a mail shows it (docs/product.md#follow-ups). */
export type MailedFollowUp = Pick<NotifiedCall, 'id' | 'receptionistName' | 'callerNumber' | 'callerName' | 'summary' | 'startedAt'> & {
  reason: FollowUpReason;
};

/** What the summary mail adds about a call's follow-up: its reason while it is open, and how many the owner has open. */
export interface SummaryFollowUps {
  reason: FollowUpReason | null;
  open: number;
}

export interface DigestDay {
  /** The owner's calendar day ('2026-11-29') in their time zone (docs/product.md#time-zones). */
  day: string;
  /** Calls per outcome (null: not known), every call of the day counted once. */
  outcomes: { outcome: CallOutcome | null; calls: number }[];
  /** The open follow-ups of the day's calls (failed and dropped calls included), oldest call first; at most DIGEST_ITEMS. */
  needsYou: MailedFollowUp[];
  /** How many of the day's follow-ups are open in all, some of which may not be listed. */
  needsYouCount: number;
  /** Per receptionist, the questions the day's calls asked that it could not answer, still open (docs/product.md#knowledge-gaps). */
  unanswered: DayKnowledgeGaps[];
  /** What the receptionists did with their tools on the day's calls, by action; none left out. */
  done: { action: CallAction; count: number }[];
}

export interface UsageAlert {
  threshold: number;
  used: number;
  allowance: number;
  periodEnd: Date;
  /** About how many calls the period ends with at this pace; null before a day has passed. */
  projected: number | null;
  /** The plan with more calls an Upgrade button leads to; null at the top. */
  upgradeTo: Pick<Plan, 'id' | 'name'> | null;
}

/** What a mail reads of its owner: the greeting's name, and the time zone its times and dates are written in. */
type Owner = Pick<User, 'firstName' | 'timeZone'>;

/** The most calls a digest lists one by one; the rest are in the call log. */
export const DIGEST_ITEMS = 50;

const OUTCOME_LABELS: Record<CallOutcome, string> = {
  appointment_booked: 'Appointment booked',
  message_taken: 'Message taken',
  transferred: 'Transferred',
  answered_question: 'Answered question',
  spam: 'Spam',
  hang_up: 'Hang-up',
  failed: 'Failed',
};

export const outcomeLabel = (outcome: CallOutcome | null) => (outcome ? OUTCOME_LABELS[outcome] : 'Unknown');

/** A follow-up's reason as a digest's line starts (the app's Follow-ups page uses the same words). */
const FOLLOW_UP_LABELS: Record<FollowUpReason, string> = {
  message: 'Message',
  appointment: 'Appointment booked',
  transfer_not_connected: 'Transfer didn’t connect',
  failed: 'Call failed',
  dropped: 'Call dropped',
};

/** What the owner is asked to do about a call, by its follow-up's reason. */
const FOLLOW_UP_TO_DO: Record<FollowUpReason, string> = {
  message: 'the caller left a message: call them back',
  appointment: 'an appointment was booked: check it suits you',
  transfer_not_connected: 'the transfer didn’t connect: call them back',
  failed: 'the call failed before anyone could help: call them back',
  dropped: 'the caller hung up within seconds: call them back',
};

/** The mail's heading: what happened on the call, which for a failed or dropped call is not an answer. */
function whatHappened(outcome: CallOutcome | null, receptionist: string): string {
  if (outcome === 'failed') return `A call to ${receptionist} failed`;
  if (outcome === 'hang_up') return `A caller hung up on ${receptionist}`;
  return `${receptionist} answered a call`;
}
const formatDuration = (seconds: number | null) =>
  seconds === null ? 'Unknown' : seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
const formatCount = (calls: number) => calls.toLocaleString('en-US');
const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
const callUrl = (appUrl: string, id: number) => `${appUrl}/calls/${id}`;
const followUpsUrl = (appUrl: string) => `${appUrl}/follow-ups`;
const caller = (call: Pick<NotifiedCall, 'callerNumber'>) => (call.callerNumber ? formatPhoneNumber(call.callerNumber) : 'Unknown number');
// The "To answer" card of the receptionist's settings page.
const toAnswerUrl = (appUrl: string, receptionistId: number) => `${appUrl}/receptionists/${receptionistId}/settings#to-answer`;

/** The day's questions the receptionists could not answer, each receptionist's with a link to answer them. */
function Unanswered({ unanswered, appUrl }: { unanswered: DayKnowledgeGaps[]; appUrl: string }) {
  if (unanswered.length === 0) return null;
  return (
    <MailList
      items={unanswered.map((gaps) => (
        <>
          <strong>{plural(gaps.questions, 'question')}</strong> {gaps.receptionistName} couldn’t answer.{' '}
          <MailLink href={toAnswerUrl(appUrl, gaps.receptionistId)}>Answer them</MailLink>
        </>
      ))}
    />
  );
}

function Greeting({ owner }: { owner: Owner }) {
  return <MailText>Hi {owner.firstName ?? 'there'},</MailText>;
}

/** A notification mail: rendered, with the List-Unsubscribe headers of its one-click link (RFC 8058). */
function notificationMail(subject: string, unsubscribe: UnsubscribeLink, element: React.ReactElement): UserMail {
  return { ...renderMail(subject, element), headers: unsubscribe.headers };
}

/** After a call, to an owner who asked for call summaries (docs/product.md#notifications). */
export function callSummaryMail(
  owner: Owner,
  call: NotifiedCall & { actions: string[] },
  followUps: SummaryFollowUps,
  appUrl: string,
  unsubscribe: UnsubscribeLink,
): UserMail {
  const receptionist = call.receptionistName ?? 'Your receptionist';
  const heading = whatHappened(call.outcome, receptionist);
  return notificationMail(
    `${outcomeLabel(call.outcome)}: call from ${call.callerNumber ? formatPhoneNumber(call.callerNumber) : 'an unknown number'} to ${receptionist}`,
    unsubscribe,
    <MailLayout preview={call.summary ?? `${heading}.`} heading={heading} unsubscribeUrl={unsubscribe.url}>
      <Greeting owner={owner} />
      <MailFacts
        facts={[
          ['Caller', caller(call)],
          ['Receptionist', receptionist],
          ['Outcome', outcomeLabel(call.outcome)],
          ['Time', `${formatDay(call.startedAt, owner.timeZone)}, ${formatTime(call.startedAt, owner.timeZone)}`],
          ['Duration', formatDuration(call.durationSeconds)],
        ]}
      />
      <MailText>{call.summary ?? 'No summary was given for this call.'}</MailText>
      {call.actions.length > 0 && (
        <>
          <MailText>What the receptionist did:</MailText>
          <MailList items={call.actions} />
        </>
      )}
      <MailButton href={callUrl(appUrl, call.id)}>See the call</MailButton>
      {followUps.reason && (
        <MailText>
          To follow up{call.callerName ? ` with ${call.callerName}` : ''}: {FOLLOW_UP_TO_DO[followUps.reason]}. You have{' '}
          {plural(followUps.open, 'open follow-up')}: <MailLink href={followUpsUrl(appUrl)}>see them</MailLink>.
        </MailText>
      )}
      <MailText>You get this mail because call summaries are on in your Account tab.</MailText>
    </MailLayout>,
  );
}

/** The day's calls, to an owner with the digest on (docs/product.md#notifications). */
export function dailyDigestMail(owner: Owner, digest: DigestDay, appUrl: string, unsubscribe: UnsubscribeLink): UserMail {
  const total = digest.outcomes.reduce((sum, { calls }) => sum + calls, 0);
  const day = formatCalendarDate(digest.day);
  const unlisted = digest.needsYouCount - digest.needsYou.length;
  return notificationMail(
    `Your calls on ${day}: ${plural(total, 'call')}, ${formatCount(digest.needsYouCount)} for you to follow up`,
    unsubscribe,
    <MailLayout
      preview={`${plural(total, 'call')}, ${formatCount(digest.needsYouCount)} for you to follow up.`}
      heading={`Your calls on ${day}`}
      unsubscribeUrl={unsubscribe.url}
    >
      <Greeting owner={owner} />
      <MailText>
        Your receptionists answered {plural(total, 'call')} on {day} ({owner.timeZone} time).
      </MailText>
      <MailFacts facts={digest.outcomes.map(({ outcome, calls }) => [outcomeLabel(outcome), formatCount(calls)])} />
      {digest.done.length > 0 && (
        <MailText>
          What your receptionists did: {digest.done.map(({ action, count }) => `${formatCount(count)} ${ACTION_WORDS[action][count === 1 ? 0 : 1]}`).join(', ')}
          .
        </MailText>
      )}
      {digest.needsYouCount === 0 ? (
        <MailText>Nothing needs you: the day’s calls left no follow-ups open.</MailText>
      ) : (
        <>
          <MailText>Open follow-ups:</MailText>
          <MailList
            items={digest.needsYou.map((call) => (
              <>
                <strong>{FOLLOW_UP_LABELS[call.reason]}</strong>: {call.callerName ? `${call.callerName}, ` : ''}
                {caller(call)} at {formatTime(call.startedAt, owner.timeZone)} ({call.receptionistName ?? 'a receptionist'}).{' '}
                {call.summary ?? 'No summary was given for this call.'} <MailLink href={callUrl(appUrl, call.id)}>See the call</MailLink>
              </>
            ))}
          />
          {unlisted > 0 && <MailText>…and {formatCount(unlisted)} more in your follow-ups.</MailText>}
          <MailText>
            <MailLink href={followUpsUrl(appUrl)}>See your follow-ups</MailLink>
          </MailText>
        </>
      )}
      <Unanswered unanswered={digest.unanswered} appUrl={appUrl} />
      <MailButton href={`${appUrl}/calls`}>Open your call log</MailButton>
      <MailText>You get this mail because the daily digest is on in your Account tab.</MailText>
    </MailLayout>,
  );
}

/** The usage alert at `threshold`% of the allowance (docs/product.md#usage-alerts); calls go on being answered above it. */
export function usageAlertMail(owner: Owner, usage: UsageAlert, appUrl: string, unsubscribe: UnsubscribeLink): UserMail {
  const { threshold, used, allowance, periodEnd, projected, upgradeTo } = usage;
  const usageUrl = `${appUrl}/dashboard?tab=overview`;
  const subject = threshold >= 100 ? 'You have used all the calls of your plan this period' : `You have used ${threshold}% of your calls this period`;
  return notificationMail(
    subject,
    unsubscribe,
    <MailLayout
      preview={`${formatCount(used)} of ${formatCount(allowance)} calls used; the next period starts on ${formatDay(periodEnd, owner.timeZone)}.`}
      heading={subject}
      unsubscribeUrl={unsubscribe.url}
    >
      <Greeting owner={owner} />
      <MailText>
        Your receptionists have answered {formatCount(used)} of the {formatCount(allowance)} calls your plan includes this period; the next period starts on{' '}
        {formatDay(periodEnd, owner.timeZone)}.
      </MailText>
      <MailText>
        {threshold >= 100 ? 'Your receptionists keep answering every call: we never cut off your callers.' : 'We never cut off your callers.'} {OVERAGE_RULE}
        {projected !== null && projected > used && ` At this pace, about ${formatCount(projected)} calls by ${formatDay(periodEnd, owner.timeZone)}.`}
      </MailText>
      {upgradeTo ? (
        <>
          <MailButton href={`${appUrl}/dashboard?tab=subscription&plan=${upgradeTo.id}`}>{`Upgrade to ${upgradeTo.name}`}</MailButton>
          <MailText>
            Or <MailLink href={usageUrl}>see your usage</MailLink> first.
          </MailText>
        </>
      ) : (
        <MailButton href={usageUrl}>See your usage</MailButton>
      )}
      <MailText>You get this mail because usage alerts are on in your Account tab.</MailText>
    </MailLayout>,
  );
}

/** To our team: a customer's forwarding check did not come through, so their calls may not reach the receptionist. */
export function forwardingCheckTeamMail(
  line: Pick<ReceptionistLine, 'name' | 'phoneNumber' | 'aiPhoneNumber' | 'ownerEmail' | 'ownerCompany'>,
  outcome: 'not_reached' | 'failed',
  detail: string,
  appUrl: string,
): UserMail {
  const who = line.ownerCompany ?? line.ownerEmail;
  const what = outcome === 'failed' ? 'could not be placed' : 'did not come through';
  return renderMail(
    `Forwarding check ${what}: ${line.name} of ${who}`,
    <MailLayout preview={`${who}'s calls may not reach ${line.name}.`} heading={`A forwarding check ${what}`} signOff={false}>
      <MailText>
        {line.ownerEmail} pressed &quot;Call me to check&quot; on {line.name}, and the check {what}: {detail} Their callers may not be reaching the
        receptionist; offer help with the forwarding codes for their phone company.
      </MailText>
      <MailFacts
        facts={[
          ['Customer', `${line.ownerEmail}${line.ownerCompany ? ` (${line.ownerCompany})` : ''}`],
          ['Business number', formatPhoneNumber(line.phoneNumber)],
          ['AI number', line.aiPhoneNumber ? formatPhoneNumber(line.aiPhoneNumber) : 'none'],
        ]}
      />
      <MailButton href={backOfficeLink(appUrl, 'receptionists', line.ownerEmail)}>Open it in the back office</MailButton>
    </MailLayout>,
  );
}
