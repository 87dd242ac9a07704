import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';

/** Where a customer without a plan chooses one. */
export const CHOOSE_PLAN_PATH = '/pricing';

/**
 * "Add Receptionist" without a plan (docs/product.md#limits): the request is built for a plan, so the way on is to
 * choose one. The brief's words for a missing plan, then what choosing one sets in motion.
 */
export function PlanRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="plan-required-title" aria-describedby="plan-required-text">
      <DialogTitle id="plan-required-title">Choose a plan first</DialogTitle>
      <DialogContent>
        <DialogContentText id="plan-required-text">
          No plan selected. Please select a pricing plan first. Your receptionist is built for the plan you choose, and you can request it here as soon as your
          subscription or free trial starts.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Not now</Button>
        <Button component={RouterLink} to={CHOOSE_PLAN_PATH} variant="contained">
          Choose a Plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
