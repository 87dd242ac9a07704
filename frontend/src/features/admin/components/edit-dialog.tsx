import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/form/submit-button';

interface EditDialogProps<T extends { id: string | number }> {
  /** The record being edited; undefined while closed. */
  item: T | undefined;
  title: string;
  /** The line under the title naming the record. */
  subtitle: (item: T) => ReactNode;
  onClose: () => void;
  /** The form of one opening; it reports while its save is pending, which keeps the dialog open. */
  children: (item: T, onPendingChange: (pending: boolean) => void) => ReactNode;
}

/** The back office's edit dialog: full screen on phones, closed only when no save is pending. */
export function EditDialog<T extends { id: string | number }>({ item, title, subtitle, onClose, children }: EditDialogProps<T>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [pending, setPending] = useState(false);
  // The record of the last opening stays while the dialog fades out; each opening gets a fresh form.
  const [shown, setShown] = useState(item);
  const [session, setSession] = useState(0);
  if (item && item !== shown) setShown(item);

  return (
    <Dialog
      open={item !== undefined}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSession((count) => count + 1) } }}
    >
      <DialogTitle id={titleId}>
        {title}
        {shown && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {subtitle(shown)}
          </Typography>
        )}
      </DialogTitle>
      {shown && <Fragment key={`${session}-${shown.id}`}>{children(shown, setPending)}</Fragment>}
    </Dialog>
  );
}

interface EditDialogActionsProps {
  /** The id of the form the save button submits. */
  formId: string;
  pending: boolean;
  onClose: () => void;
}

/** Cancel and Save Changes under an edit dialog's form. */
export function EditDialogActions({ formId, pending, onClose }: EditDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
      <Button onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <SubmitButton form={formId} pending={pending} pendingLabel="Saving..." size="medium">
        Save Changes
      </SubmitButton>
    </DialogActions>
  );
}
