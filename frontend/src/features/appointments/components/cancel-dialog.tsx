import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { clockText, dayText, type Appointment } from '../../../lib/appointment-text';
import { changeNotice } from '../change-notice';
import { useCancelAppointment } from '../api/cancel-appointment';
import { TextCallerField } from './text-caller-field';

/** Asks before cancelling an upcoming appointment; the server's refusal (already cancelled or past) shows here. */
export function CancelDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const notify = useNotify();
  const cancel = useCancelAppointment();
  const [textCaller, setTextCaller] = useState(appointment.callerNumber !== null);

  const confirm = () =>
    cancel.mutate(
      { path: { id: appointment.id }, body: { textCaller: textCaller && appointment.callerNumber !== null } },
      {
        onSuccess: (cancelled) => {
          onClose();
          notify(changeNotice('Appointment cancelled', `${cancelled.typeName} with ${cancelled.callerName} is cancelled.`, cancelled.callerText));
        },
      },
    );

  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="cancel-appointment-title"
      aria-describedby="cancel-appointment-text"
    >
      <DialogTitle id="cancel-appointment-title">Cancel this appointment?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-appointment-text">
          {`${appointment.typeName} with ${appointment.callerName} on ${dayText(appointment.startsAt)} at ${clockText(appointment.startsAt)}. The time becomes free for other callers; this cannot be undone.`}
        </DialogContentText>
        <TextCallerField appointment={appointment} checked={textCaller} onChange={setTextCaller} disabled={cancel.isPending} />
        {cancel.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {serverMessage(cancel.error) ?? 'Something went wrong. Please try again later.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          Keep Appointment
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={cancel.isPending} loadingPosition="start">
          {cancel.isPending ? 'Cancelling...' : 'Cancel Appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
