import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { formatPhoneNumber } from '../../../lib/format';
import type { Appointment } from '../../../lib/appointment-text';

interface TextCallerFieldProps {
  appointment: Appointment;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** "Text the caller about it": offered when the appointment has the caller's number (docs/product.md#appointments). */
export function TextCallerField({ appointment, checked, onChange, disabled }: TextCallerFieldProps) {
  if (!appointment.callerNumber) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {`${appointment.callerName} left no number, so they cannot be texted about it.`}
      </Typography>
    );
  }
  return (
    <FormControlLabel
      sx={{ mt: 1.5, mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1.1 } }}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} />}
      label={
        <>
          <Typography variant="body2">{`Text ${appointment.callerName} about it`}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
            {`To ${formatPhoneNumber(appointment.callerNumber)}, from your receptionist's number`}
          </Typography>
        </>
      }
    />
  );
}
