import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { ActionDialog } from '../../../components/action-dialog';
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
    <ActionDialog
      title="Reschedule appointment"
      text={`${appointment.typeName} with ${appointment.callerName}, now ${dayText(appointment.startsAt)} at ${clockText(appointment.startsAt)}. It keeps its length (${lengthText(appointment)}); the new time must not overlap another appointment or a busy time in your calendar.`}
      problem={problem}
      pending={reschedule.isPending}
      onClose={onClose}
      closeLabel="Keep Time"
      action={{ label: 'Reschedule', pendingLabel: 'Rescheduling...' }}
      onSubmit={handleSubmit(onSubmit)}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <FormTextField control={control} name="date" type="date" label="Day" slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField control={control} name="time" type="time" label="Time" slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }} />
      </Box>
      <TextCallerField appointment={appointment} checked={textCaller} onChange={setTextCaller} disabled={reschedule.isPending} />
    </ActionDialog>
  );
}
