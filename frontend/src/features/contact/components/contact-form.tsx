import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { CompanySizeField } from '../../../components/form/company-size-field';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PersonFields } from '../../../components/form/person-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import {
  contactSchema,
  emptyContactValues,
  INTERESTS,
  toContactBody,
  useSendContactMessage,
  type ContactFormValues,
  type ContactValues,
} from '../api/send-contact-message';

function isFormField(name: string): name is FieldPath<ContactFormValues> {
  return name in emptyContactValues;
}

/** The contact form (docs/product.md#forms-and-their-checks); `onSent` shows the 'Message Sent!' panel instead. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const notify = useNotify();
  const send = useSendContactMessage();
  const { control, handleSubmit, setError } = useForm<ContactFormValues, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContactValues,
  });

  const onSubmit = (values: ContactValues) =>
    send.mutate(
      { body: toContactBody(values) },
      {
        onSuccess: () => {
          notify({ title: 'Message sent!', description: "We'll get back to you as soon as possible.", variant: 'success' });
          onSent();
        },
        onError: (error) => {
          // A 400 names the fields the server refused; show each under its field, focusing the first.
          const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([name]) => isFormField(name));
          fields.forEach(([name, message], index) => setError(name as FieldPath<ContactFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
          notify({
            title: 'Error sending message',
            description: serverMessage(error) ?? 'Something went wrong. Please try again later.',
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Grid component="form" noValidate onSubmit={handleSubmit(onSubmit)} container spacing={2.5} aria-labelledby="contact-form-title">
      <PersonFields control={control} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="companyName" label="Company name" autoComplete="organization" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <CompanySizeField control={control} name="companySize" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="interestedIn" label="Interested in" select>
          {INTERESTS.map((interest) => (
            <MenuItem key={interest.value} value={interest.value}>
              {interest.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="message" label="Message" multiline minRows={5} helperText="At least 10 characters" />
      </Grid>
      <Grid size={12}>
        <FormCheckboxField
          control={control}
          name="agreeToTerms"
          label={
            <>
              I agree to the{' '}
              <Link component={RouterLink} to="/legal/terms-of-service">
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link component={RouterLink} to="/legal/privacy-policy">
                privacy policy
              </Link>
            </>
          }
        />
      </Grid>
      <Grid size={12}>
        <SubmitButton pending={send.isPending} pendingLabel="Sending..." fullWidth>
          Send Message
        </SubmitButton>
      </Grid>
    </Grid>
  );
}
