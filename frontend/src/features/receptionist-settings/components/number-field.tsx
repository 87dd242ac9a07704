import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { SettingsValues } from '../schema';

type NumberFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'> & {
  name: FieldPath<SettingsValues>;
  min?: number;
  max?: number;
};

/** A whole number bound to the settings form; emptied, it holds NaN, which the schema answers with the field's message. */
export function NumberField({ name, min, max, helperText, slotProps, ...props }: NumberFieldProps) {
  const { control } = useFormContext<SettingsValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          type="number"
          value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={onBlur}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ ...slotProps, htmlInput: { min, max, step: 1, inputMode: 'numeric', ...(slotProps?.htmlInput as object) } }}
        />
      )}
    />
  );
}
