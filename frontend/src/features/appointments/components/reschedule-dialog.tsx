import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/notices/notices-context';
import { dayKey, withOffset } from '../appointment-filters';
import { clockText, dayText, lengthText, whenText, type Appointment } from '../../../lib/appointment-text';
import { changeNotice } from '../change-notice';
import { localMoment, rescheduleSchema, useRescheduleAppointment, type RescheduleValues } from '../api/reschedule-appointment';
import { TextCallerField } from './text-caller-field';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

function formValuesOf(appointment: Appointment): RescheduleValues {
  const start = new Date(appointment.startsAt);
  return { date: dayKey(start), time: `${String(start.getHours()).padStart(2, '0')}:${String(start.getMinutes()).padStart(2, '0')}` };
}

/** A new day and time for an upcoming appointment, the same length; the server's refusal (a taken slot) shows here. */
export function RescheduleDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const notify = useNotify();
  const reschedule = useRescheduleAppointment();
  const [problem, setProblem] = useState<string | null>(null);
  const [textCaller, setTextCaller] = useState(appointment.callerNumber !== null);
  const { control, handleSubmit, setError } = useForm<RescheduleValues>({ resolver: zodResolver(rescheduleSchema), defaultValues: formValuesOf(appointment) });

  const onSubmit = ({ date, time }: RescheduleValues) => {
    setProblem(null);
    reschedule.mutate(
      { path: { id: appointment.id }, body: { startsAt: withOffset(localMoment(date, time)!), textCaller: textCaller && appointment.callerNumber !== null } },
      {
        onSuccess: (moved) => {
          onClose();
          notify(changeNotice('Appointment moved', `${moved.typeName} with ${moved.callerName} is now ${whenText(moved)}.`, moved.callerText));
        },
        onError: (error) => {
          const startsAt = serverFieldErrors(error)?.startsAt;
          if (startsAt) setError('time', { type: 'server', message: startsAt });
          setProblem(serverMessage(error) ?? FALLBACK_MESSAGE);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={reschedule.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-text"
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="reschedule-title">Reschedule appointment</DialogTitle>
        <DialogContent>
          <DialogContentText id="reschedule-text" sx={{ mb: 2 }}>
            {`${appointment.typeName} with ${appointment.callerName}, now ${dayText(appointment.startsAt)} at ${clockText(appointment.startsAt)}. It keeps its length (${lengthText(appointment)}); the new time must not overlap another appointment or a busy time in your calendar.`}
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <FormTextField control={control} name="date" type="date" label="Day" slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={control} name="time" type="time" label="Time" slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }} />
          </Box>
          <TextCallerField appointment={appointment} checked={textCaller} onChange={setTextCaller} disabled={reschedule.isPending} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={reschedule.isPending}>
            Keep Time
          </Button>
          <Button type="submit" variant="contained" loading={reschedule.isPending} loadingPosition="start">
            {reschedule.isPending ? 'Rescheduling...' : 'Reschedule'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
