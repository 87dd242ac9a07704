import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage, serverStatus } from '../api/client';
import { RetryAlert } from './retry-alert';

interface ListErrorAlertProps {
  error: unknown;
  /** What the list holds, plural: "calls", "appointments". */
  noun: string;
  /** The list without the address's filters, and its button's label. */
  allTo: string;
  allLabel: string;
  onRetry: () => void;
}

/**
 * A list that did not load: a 400 is an address asking for what the list does not offer (a hand-edited filter, a page
 * deeper than the server lists), answered with the whole list; anything else with Try Again.
 */
export function ListErrorAlert({ error, noun, allTo, allLabel, onRetry }: ListErrorAlertProps) {
  if (serverStatus(error) !== 400) return <RetryAlert onRetry={onRetry}>{`We couldn't load your ${noun}. Please try again.`}</RetryAlert>;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={allTo} color="inherit" size="small">
          {allLabel}
        </Button>
      }
    >
      {`We can't show these ${noun}: ${serverMessage(error) ?? 'the address asks for something the list does not offer.'}`}
    </Alert>
  );
}

/** A page past the list's last, with a way back to its first. */
export function NoSuchPageAlert({ page, pageCount, noun, firstPageTo }: { page: number; pageCount: number; noun: string; firstPageTo: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={firstPageTo} color="inherit" size="small">
          First Page
        </Button>
      }
    >
      {`There is no page ${page}: these ${noun} fill ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`}
    </Alert>
  );
}
