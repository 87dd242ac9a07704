import PhoneCallbackRounded from '@mui/icons-material/PhoneCallbackRounded';
import Typography from '@mui/material/Typography';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { EmptyStateCard, type EmptyStateCardProps } from '../../../components/empty-state-card';
import { IconTile } from '../../../components/icon-tile';
import { formatPhoneNumber } from '../../../lib/format';

type Receptionist = Pick<ReceptionistDto, 'id' | 'name' | 'status' | 'aiPhoneNumber'>;

const names = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** What a receptionist still being set up is waiting for, in our team's words to the customer. */
const SETTING_UP: Partial<Record<ReceptionistDto['status'], string>> = {
  pending: 'our team is reviewing your request; we set receptionists up within 24-48 hours.',
  training: 'our team is training it on your business and testing it before it answers real callers.',
};

/** The card with this list's icon. */
function EmptyCard(props: Omit<EmptyStateCardProps, 'icon'>) {
  return (
    <EmptyStateCard
      icon={
        <IconTile>
          <PhoneCallbackRounded />
        </IconTile>
      }
      {...props}
    />
  );
}

/**
 * The log is empty (receptionists undefined: they could not be loaded), and this says what to expect: a receptionist to request first, one our team is still setting up,
 * one that is live and waiting for its first caller, or one that is disabled.
 */
export function CallsEmptyState({ receptionists, heading }: { receptionists: Receptionist[] | undefined; heading?: 'h2' | 'h3' }) {
  if (!receptionists) {
    return (
      <EmptyCard heading={heading} title="No calls yet">
        <Typography>Each call your receptionists answer appears here a moment after it ends.</Typography>
      </EmptyCard>
    );
  }
  if (receptionists.length === 0) {
    return (
      <EmptyCard heading={heading} title="No receptionists yet" action={{ label: 'Request a Receptionist', to: '/receptionists', primary: true }}>
        <Typography>
          Calls appear here once you have an AI receptionist answering your phone. Request one and our team sets it up within 24-48 hours.
        </Typography>
      </EmptyCard>
    );
  }

  const live = receptionists.filter((receptionist) => receptionist.status === 'active');
  if (live.length > 0) {
    return (
      <EmptyCard heading={heading} title="No calls yet">
        <Typography>
          {`${names.format(live.map((receptionist) => receptionist.name))} ${live.length === 1 ? 'is' : 'are'} live. Each call answered appears here a moment after it ends, with its summary, transcript and recording.`}
        </Typography>
        {live.map((receptionist) => (
          <Typography key={receptionist.id} variant="body2">
            {receptionist.aiPhoneNumber
              ? `Forward your business line to ${receptionist.name}'s AI number, ${formatPhoneNumber(receptionist.aiPhoneNumber)}, to send it your callers: the steps for your phone company are on its card.`
              : `${receptionist.name} is live; its AI number is on its card.`}
          </Typography>
        ))}
      </EmptyCard>
    );
  }

  const settingUp = receptionists.filter((receptionist) => SETTING_UP[receptionist.status]);
  if (settingUp.length > 0) {
    return (
      <EmptyCard heading={heading} title="No calls yet" action={{ label: 'Follow Its Progress', to: '/receptionists' }}>
        <Typography>{`Calls appear here once ${names.format(settingUp.map((receptionist) => receptionist.name))} ${settingUp.length === 1 ? 'goes' : 'go'} live.`}</Typography>
        {settingUp.map((receptionist) => (
          <Typography key={receptionist.id} variant="body2">{`${receptionist.name}: ${SETTING_UP[receptionist.status]}`}</Typography>
        ))}
      </EmptyCard>
    );
  }

  return (
    <EmptyCard heading={heading} title="No calls yet" action={{ label: 'Contact Support', to: '/dashboard?tab=support' }}>
      <Typography>Your receptionists are disabled, so they answer no calls. Contact support to turn one back on; its calls will appear here.</Typography>
    </EmptyCard>
  );
}

/** The filters leave nothing: say so, and offer the whole log again. */
export function NoMatchingCalls({ onClear }: { onClear: () => void }) {
  return (
    <EmptyCard title="No calls match these filters" action={{ label: 'Clear filters', onClick: onClear }}>
      <Typography>Try another receptionist, outcome or range of days, or search for fewer words.</Typography>
    </EmptyCard>
  );
}
