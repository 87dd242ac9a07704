import { useState } from 'react';
import { serverMessage } from '../../../api/client';
import { ActionDialog } from '../../../components/action-dialog';
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
    <ActionDialog
      title="Cancel this appointment?"
      text={`${appointment.typeName} with ${appointment.callerName} on ${dayText(appointment.startsAt)} at ${clockText(appointment.startsAt)}. The time becomes free for other callers; this cannot be undone.`}
      problem={cancel.isError ? (serverMessage(cancel.error) ?? 'Something went wrong. Please try again later.') : null}
      pending={cancel.isPending}
      onClose={onClose}
      closeLabel="Keep Appointment"
      action={{ label: 'Cancel Appointment', pendingLabel: 'Cancelling...', color: 'error' }}
      onConfirm={confirm}
    >
      <TextCallerField appointment={appointment} checked={textCaller} onChange={setTextCaller} disabled={cancel.isPending} />
    </ActionDialog>
  );
}
