import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface ActionDialogProps {
  title: string;
  /** What the action does, read out with the title. */
  text: string;
  /** The server's refusal, shown until the next try; null when there is none. */
  problem: string | null;
  pending: boolean;
  onClose: () => void;
  /** The way out without acting, which has the focus in a confirmation (no `onSubmit`). */
  closeLabel: string;
  /** The action's button, and its label while it runs. */
  action: { label: string; pendingLabel: string; color?: 'primary' | 'error' };
  /** A form's submit, its fields the children; without it the action button confirms with `onConfirm`. */
  onSubmit?: FormEventHandler;
  onConfirm?: () => void;
  children?: ReactNode;
}

/**
 * A small dialog that does one thing: a form (a name, a new time) or a confirmation (cancel this?). It stays open, not
 * closable, while the request runs, and shows the server's refusal above the fields.
 */
export function ActionDialog({ title, text, problem, pending, onClose, closeLabel, action, onSubmit, onConfirm, children }: ActionDialogProps) {
  const id = useId();
  const body = (
    <>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {text}
        </DialogContentText>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus={!onSubmit}>
          {closeLabel}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          variant="contained"
          color={action.color ?? 'primary'}
          onClick={onSubmit ? undefined : onConfirm}
          loading={pending}
          loadingPosition="start"
        >
          {pending ? action.pendingLabel : action.label}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit}>
          {body}
        </Box>
      ) : (
        body
      )}
    </Dialog>
  );
}
