import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { timeZones } from '../../lib/time-zones';

/** A time zone picker over the browser's IANA zones, typed to search ('los' finds America/Los_Angeles). */
export function TimeZoneField<T extends FieldValues>({
  control,
  name,
  label = 'Time zone',
  helperText,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label?: string;
  helperText: string;
}) {
  const zones = useMemo(timeZones, []);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <Autocomplete
          // A zone saved under another spelling than this browser's (Asia/Calcutta, Asia/Kolkata) stays choosable.
          options={zones.includes(value) ? zones : [value, ...zones]}
          value={value}
          onChange={(_event, zone) => onChange(zone)}
          onBlur={onBlur}
          disableClearable
          autoHighlight
          sx={{ maxWidth: 420 }}
          renderInput={(params) => (
            <TextField {...params} inputRef={ref} label={label} error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? helperText} />
          )}
        />
      )}
    />
  );
}
