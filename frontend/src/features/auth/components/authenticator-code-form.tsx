import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { authenticatorCodeSchema, type AuthenticatorCodeValues } from '../api/admin-login';

export interface CodeFormProps {
  pending: boolean;
  onCode: (code: string) => void;
}

/** The 6-digit code field of an authenticator app, with numeric keyboards on phones and one-time-code autofill. */
export function AuthenticatorCodeForm({ pending, onCode, submitLabel }: CodeFormProps & { submitLabel: string }) {
  const { control, handleSubmit } = useForm<AuthenticatorCodeValues>({ resolver: zodResolver(authenticatorCodeSchema), defaultValues: { code: '' } });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Authenticator code"
      onSubmit={handleSubmit((values) => onCode(authenticatorCodeSchema.parse(values).code))}
    >
      <FormTextField
        control={control}
        name="code"
        label="6-digit code"
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, sx: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } } }}
      />
      <SubmitButton pending={pending} pendingLabel="Checking..." fullWidth>
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}
