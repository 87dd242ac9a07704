import FormHelperText from '@mui/material/FormHelperText';
import { get, useFormState, type FieldPath } from 'react-hook-form';
import type { SettingsValues } from '../schema';

/** The message on a path that has no input of its own: a list ('transfers'), a range ('hours.weekly.monday.1'). */
export function useErrorAt(name: FieldPath<SettingsValues>): string | undefined {
  const { errors } = useFormState<SettingsValues>({ name, exact: true });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** That message, in red under the list or row; nothing when there is none. */
export function FieldError({ name, id }: { name: FieldPath<SettingsValues>; id?: string }) {
  const message = useErrorAt(name);
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert" sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}
