import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action; the focus starts on Cancel, so Enter never confirms by accident. */
export function ConfirmDialog({ open, title, text, confirmLabel, pendingLabel, pending, destructive = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  // The words of the last opening stay while the dialog fades out.
  const [shown, setShown] = useState({ title, text });
  if (open && (shown.title !== title || shown.text !== text)) setShown({ title, text });

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{shown.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {shown.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={pending} loadingPosition="start">
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
