import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
}

/** A checkbox bound to a boolean react-hook-form field; its error shows below and describes the box. */
export function FormCheckboxField<T extends FieldValues>({ control, name, label }: FormCheckboxFieldProps<T>) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            label={label}
            sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.1 } }}
            control={
              <Checkbox
                {...field}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{
                  input: {
                    ref, // lets react-hook-form focus the box when it is the first invalid field
                    'aria-invalid': Boolean(fieldState.error),
                    'aria-describedby': fieldState.error ? errorId : undefined,
                  },
                }}
              />
            }
          />
          {fieldState.error && (
            <FormHelperText id={errorId} sx={{ mt: 0, ml: 4.5 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
