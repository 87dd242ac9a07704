import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { useDeleteReceptionist } from '../api/delete-receptionist';
import type { Receptionist } from '../api/list-receptionists';

interface DeleteReceptionistDialogProps {
  /** The receptionist to delete; absent while closed. */
  receptionist: Receptionist | undefined;
  onClose: () => void;
  /** Deleted: its card is gone, so the page decides where the focus goes. */
  onDeleted: () => void;
}

/** Asks before deleting: a receptionist and its AI number cannot be brought back. */
export function DeleteReceptionistDialog({ receptionist, onClose, onDeleted }: DeleteReceptionistDialogProps) {
  const notify = useNotify();
  const remove = useDeleteReceptionist();
  // The last one asked about, so the dialog keeps its words while it fades out.
  const [shown, setShown] = useState(receptionist);
  if (receptionist && receptionist !== shown) setShown(receptionist);

  const confirm = (target: Receptionist) =>
    remove.mutate(
      { path: { id: target.id } },
      {
        onSuccess: () => {
          notify({ title: 'Receptionist Deleted', description: `${target.name} has been deleted.`, variant: 'success' });
          onDeleted();
        },
        // The dialog closes first: while it is open, notices are hidden from screen readers.
        onError: (error) => {
          onClose();
          notify({
            title: 'Error Deleting Receptionist',
            description: serverMessage(error) ?? 'Something went wrong. Please try again later.',
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Dialog
      open={receptionist !== undefined}
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-receptionist-title"
      aria-describedby="delete-receptionist-text"
    >
      <DialogTitle id="delete-receptionist-title">Delete {shown?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-receptionist-text">
          {`${shown?.active ? 'It stops answering calls at once' : 'Your request is withdrawn'}${shown?.aiPhoneNumber ? ', and its AI number is released' : ''}.`}{' '}
          This can't be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          Keep It
        </Button>
        <Button variant="contained" color="error" onClick={() => receptionist && confirm(receptionist)} loading={remove.isPending} loadingPosition="start">
          {remove.isPending ? 'Deleting...' : 'Delete Receptionist'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
