import Grid from '@mui/material/Grid';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type PersonValues = FieldValues & { firstName: string; lastName: string; email: string };

/** First name, last name and email as half-width grid cells, with the browser's autofill for the person filling the form in. */
export function PersonFields<T extends PersonValues>({ control }: { control: Control<T> }) {
  // The constraint guarantees these fields; TypeScript cannot derive a generic form's paths from it.
  const field = (name: keyof PersonValues & string) => name as FieldPath<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field('firstName')} label="First name" autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field('lastName')} label="Last name" autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name={field('email')} label="Email" type="email" autoComplete="email" />
      </Grid>
    </>
  );
}
