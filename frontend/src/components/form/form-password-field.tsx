import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type FormPasswordFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password field with a show/hide button, so people on phones can check what they typed. */
export function FormPasswordField<T extends FieldValues>(props: FormPasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${String(props.label).toLowerCase()}` : `Show ${String(props.label).toLowerCase()}`}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()} // keep the focus in the field
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
