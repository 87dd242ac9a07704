import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useForm, type FieldPath } from 'react-hook-form';
import { serverFieldErrors, serverMessage, serverStatus } from '../../../api/client';
import type { SupportRequestDto } from '../../../api/generated/types.gen';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import {
  emptySupportRequestValues,
  MESSAGE_MIN,
  SUPPORT_CATEGORIES,
  SUPPORT_PRIORITIES,
  supportRequestSchema,
  useCreateSupportRequest,
  type SupportRequestFormValues,
  type SupportRequestValues,
} from '../api/create-support-request';

function isFormField(name: string): name is FieldPath<SupportRequestFormValues> {
  return name in emptySupportRequestValues;
}

interface SupportRequestFormProps {
  onSubmitted: (request: SupportRequestDto) => void;
  /** The server no longer knows the session (401): the tab asks the customer to log in again. */
  onSignedOut: () => void;
  /** Focus the subject at once: the customer asked for another request. */
  autoFocus?: boolean;
}

/** Support (docs/product.md#forms-and-their-checks): subject, category, message and priority, with its messages; the server's own on the fields. */
export function SupportRequestForm({ onSubmitted, onSignedOut, autoFocus = false }: SupportRequestFormProps) {
  const notify = useNotify();
  const create = useCreateSupportRequest();
  const { control, handleSubmit, setError } = useForm<SupportRequestFormValues, unknown, SupportRequestValues>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: emptySupportRequestValues,
  });

  const onSubmit = (values: SupportRequestValues) =>
    create.mutate(
      { body: values },
      {
        onSuccess: (request) => {
          notify({ title: 'Support request submitted', description: `Your ticket number is ${request.ticketNumber}.`, variant: 'success' });
          onSubmitted(request);
        },
        onError: (error) => {
          if (serverStatus(error) === 401) {
            onSignedOut();
            return;
          }
          // A 400 names the fields the server refused; show each under its field, focusing the first.
          const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([name]) => isFormField(name));
          fields.forEach(([name, message], index) =>
            setError(name as FieldPath<SupportRequestFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          notify({
            title: 'Failed to submit support request',
            description: serverMessage(error) ?? 'Please try again later',
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Grid component="form" noValidate onSubmit={handleSubmit(onSubmit)} container spacing={2.5} aria-label="Support request">
      <Grid size={12}>
        <FormTextField control={control} name="subject" label="Subject" placeholder="A short summary of your request" autoFocus={autoFocus} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="category" label="Category" select>
          {SUPPORT_CATEGORIES.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="priority" label="Priority" select>
          {SUPPORT_PRIORITIES.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="message"
          label="Message"
          multiline
          minRows={5}
          placeholder="What happened, what you expected, and anything that helps us reproduce it"
          helperText={`At least ${MESSAGE_MIN} characters`}
        />
      </Grid>
      <Grid size={12}>
        <SubmitButton pending={create.isPending} pendingLabel="Submitting..." size="medium">
          Submit Request
        </SubmitButton>
      </Grid>
    </Grid>
  );
}
