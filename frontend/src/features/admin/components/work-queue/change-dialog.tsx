import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { serverMessage } from '../../../../api/client';
import { useNotify } from '../../../../components/notices/notices-context';
import { formatDateTime } from '../../../../lib/format';
import { useMarkChangeDone, type WorkItem } from '../../api/work-queue';

interface ChangeDialogProps {
  /** A change waiting in the work queue. */
  item: WorkItem | undefined;
  /** Opens the receptionist's Edit dialog in its place. */
  onEditReceptionist: (item: WorkItem) => void;
  onClose: () => void;
}

/**
 * A customer's change to a live receptionist: each field before and after, in full, for our team to bring its assistant
 * on the voice platform in line; then Mark as done takes it out of the queue (docs/product.md#the-work-queue).
 */
export function ChangeDialog({ item, onEditReceptionist, onClose }: ChangeDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const notify = useNotify();
  const markDone = useMarkChangeDone();
  // Kept while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const change = shown?.change;

  const done = () => {
    if (!shown || !change) return;
    markDone.mutate(
      { path: { id: change.id } },
      {
        onSuccess: () => {
          notify({ title: 'Change done', description: `${shown.title}'s change has left the work queue.`, variant: 'success' });
          onClose();
        },
        onError: (error) =>
          notify({ title: 'Failed to mark the change done', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={item !== undefined} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {shown && change && (
        <>
          <DialogTitle id={titleId}>
            Change to {shown.title}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {shown.userName ?? shown.userEmail} · <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <DialogContentText sx={{ mb: 2.5 }}>
              This receptionist is live: its assistant on the voice platform still answers from the details before. Bring the assistant in line, then mark the
              change done.
            </DialogContentText>
            <Stack spacing={2}>
              {change.fields.map((field) => (
                <Paper key={field.field} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {field.label}
                  </Typography>
                  <FieldText label="Before" text={field.before} muted />
                  <ArrowDownwardRounded fontSize="small" aria-hidden sx={{ color: 'text.secondary', my: 0.5 }} />
                  <FieldText label="After" text={field.after} />
                </Paper>
              ))}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button onClick={() => onEditReceptionist(shown)} disabled={!shown.receptionist} sx={{ mr: 'auto' }}>
              Edit receptionist
            </Button>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={done} disabled={markDone.isPending}>
              Mark as done
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function FieldText({ label, text, muted = false }: { label: string; text: string; muted?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        color={muted ? 'text.secondary' : 'text.primary'}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: text ? undefined : 'italic' }}
      >
        {text || 'Empty'}
      </Typography>
    </Box>
  );
}
