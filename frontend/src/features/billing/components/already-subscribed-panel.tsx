import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUBSCRIPTION_TAB } from '../paths';
import { OutcomePanel } from './outcome-panel';

/**
 * The customer already holds a subscription: the server's message (a new checkout refused, or a second one cancelled
 * and refunded) and the way to the one they have.
 */
export function AlreadySubscribedPanel({ message }: { message: string }) {
  return (
    <OutcomePanel
      tone="info"
      title="You already have a subscription"
      actions={
        <Button component={RouterLink} to={SUBSCRIPTION_TAB} variant="contained">
          Go to your subscription
        </Button>
      }
    >
      <Typography>{message}</Typography>
    </OutcomePanel>
  );
}
