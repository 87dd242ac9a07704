import PhoneCallbackRounded from '@mui/icons-material/PhoneCallbackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { IconTile } from '../../../components/icon-tile';
import { formatPhoneNumber } from '../../../lib/format';

type Receptionist = Pick<ReceptionistDto, 'id' | 'name' | 'status' | 'aiPhoneNumber'>;

const names = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** What a receptionist still being set up is waiting for, in our team's words to the customer. */
const SETTING_UP: Partial<Record<ReceptionistDto['status'], string>> = {
  pending: 'our team is reviewing your request; we set receptionists up within 24-48 hours.',
  training: 'our team is training it on your business and testing it before it answers real callers.',
};

/** The way forward from an empty log: a page to go to, or something to do here. */
type EmptyAction = { label: string; primary?: boolean } & ({ to: string } | { onClick: () => void });

interface EmptyCardProps {
  title: string;
  children: ReactNode;
  action?: EmptyAction;
  /** h2 as the Calls page's section, h3 under the dashboard tab's own heading. */
  heading?: 'h2' | 'h3';
}

function EmptyCard({ title, children, action, heading = 'h2' }: EmptyCardProps) {
  return (
    <Card component="section" aria-labelledby="calls-empty-title">
      <CardContent sx={{ py: { xs: 5, md: 7 }, px: { xs: 3, md: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <IconTile>
          <PhoneCallbackRounded />
        </IconTile>
        <Typography id="calls-empty-title" variant="h5" component={heading} sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', maxWidth: 620, display: 'grid', gap: 1 }}>{children}</Box>
        {action && (
          <Box sx={{ mt: 1.5 }}>
            {'to' in action ? (
              <Button component={RouterLink} to={action.to} variant={action.primary ? 'contained' : 'outlined'}>
                {action.label}
              </Button>
            ) : (
              <Button onClick={action.onClick} variant="outlined">
                {action.label}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
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
