import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { SettingsValues } from '../schema';

type CountedTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText'> & {
  name: FieldPath<SettingsValues>;
  max: number;
  /** Shown under the field while there is no error. */
  hint?: string;
};

/** A text field bound to the form with its count of characters against the limit under it, and its error in place of the hint. */
export function CountedTextField({ name, max, hint, ...props }: CountedTextFieldProps) {
  const { control } = useFormContext<SettingsValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const length = String(value ?? '').length;
        return (
          <TextField
            fullWidth
            {...props}
            {...field}
            value={value ?? ''}
            inputRef={ref}
            error={Boolean(fieldState.error)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{fieldState.error?.message ?? hint}</span>
                <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: length > max ? 'error.main' : undefined }}>
                  {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
                </Box>
              </Box>
            }
          />
        );
      }}
    />
  );
}
