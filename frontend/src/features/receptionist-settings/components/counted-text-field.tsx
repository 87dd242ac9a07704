import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SettingsValues } from '../schema';

type CountedTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'helperText'
> & {
  name: FieldPath<T>;
  max: number;
  /** Shown under the field while there is no error. */
  hint?: string;
};

/** A text field bound to the form (the settings', by default) with its count of characters against the limit under it, and its error in place of the hint. */
export function CountedTextField<T extends FieldValues = SettingsValues>({ name, max, hint, ...props }: CountedTextFieldProps<T>) {
  const { control } = useFormContext<T>();
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
