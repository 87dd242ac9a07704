import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { formatDate } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';
import type { BillingSummary } from '../api/get-billing';

interface CancelSubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  billing: BillingSummary;
  /** Cancelled: the tab reloads the page shortly (docs/product.md#screens-that-move-through-states). */
  onCancelled: () => void;
}

/** Asks before cancelling; the plan lasts until the end of the paid period. */
export function CancelSubscriptionDialog({ open, onClose, billing, onCancelled }: CancelSubscriptionDialogProps) {
  const notify = useNotify();
  const cancel = useCancelSubscription();
  const until = billing.status === 'trial' ? (billing.trialEndsAt ?? billing.currentPeriodEnd) : billing.currentPeriodEnd;

  const confirm = () =>
    cancel.mutate(
      {},
      {
        onSuccess: (result) => {
          notify({ title: 'Subscription cancelled', description: result.message, variant: 'success' });
          onClose();
          onCancelled();
        },
        // The dialog closes first: while it is open, notices are hidden from screen readers.
        onError: (error) => {
          onClose();
          notify({
            title: 'Failed to cancel subscription',
            description: serverMessage(error) ?? 'Please try again later.',
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Dialog
      open={open}
      onClose={cancel.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="cancel-subscription-title"
      aria-describedby="cancel-subscription-text"
    >
      <DialogTitle id="cancel-subscription-title">Cancel your subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-subscription-text">
          {until
            ? `You keep access to the ${billing.planName ?? ''} plan until ${formatDate(until)}, and you won't be charged again.`
            : "Your plan ends at the end of the current period, and you won't be charged again."}{' '}
          You can resume any time before then.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          Keep Subscription
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={cancel.isPending} loadingPosition="start">
          {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
