import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { HttpError, serverFieldErrors, serverMessage } from '../../../../api/client';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useNotify } from '../../../../components/notices/notices-context';
import { COMPANY_SIZES } from '../../../../lib/api-enums';
import { useAuditEntries } from '../../api/list-audit-entries';
import type { AdminUser } from '../../api/list-users';
import { editUserSchema, holdsPlan, toEditUserValues, toUpdateUserBody, useUpdateUser, type EditUserValues } from '../../api/update-user';
import { PLAN_CHOICES, planLabel, SUBSCRIPTION_STATUSES, subscriptionStatusOption, userLabel } from '../../labels';
import { AuditTrail } from '../audit-trail';
import { EditDialog, EditDialogActions } from '../edit-dialog';
import { LimitStepper } from './limit-stepper';

// The form's fields, which carry the API's names: a server error naming one is shown on it.
const FIELDS: string[] = Object.keys(editUserSchema.shape);

interface EditUserDialogProps {
  /** The user being edited; undefined while closed. */
  user: AdminUser | undefined;
  onClose: () => void;
}

/** Edit User (docs/product.md#the-back-office): profile, plan, subscription status and the receptionist limit override. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <EditDialog item={user} title="Edit User" subtitle={(shown) => `${userLabel(shown)} · ${shown.email}`} onClose={onClose}>
      {(shown, onPendingChange) => <EditUserForm user={shown} onClose={onClose} onPendingChange={onPendingChange} />}
    </EditDialog>
  );
}

interface EditUserFormProps {
  user: AdminUser;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}

function EditUserForm({ user, onClose, onPendingChange }: EditUserFormProps) {
  const notify = useNotify();
  const update = useUpdateUser();
  const audit = useAuditEntries('user', user.id);
  const formId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: toEditUserValues(user),
  });
  const override = useWatch({ control, name: 'limitOverride' });
  const [plan, status] = useWatch({ control, name: ['subscriptionPlan', 'subscriptionStatus'] });
  const initial = toEditUserValues(user);
  // docs/billing.md: a plan the provider bills can only be removed here, which cancels it at the provider.
  const cancelsAtProvider = user.managedByProvider && (plan !== initial.subscriptionPlan || status !== initial.subscriptionStatus) && !holdsPlan(plan, status);

  const onSubmit = (values: EditUserValues) => {
    setProblem(null);
    onPendingChange(true);
    update.mutate(
      { path: { id: user.id }, body: toUpdateUserBody(values) },
      {
        onSuccess: () => {
          notify({ title: 'User updated', description: 'User information has been updated successfully', variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const message = serverMessage(error) ?? 'Something went wrong. Please try again later.';
          const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([name]) => FIELDS.includes(name));
          // 409: the e-mail belongs to another account.
          if (fields.length === 0 && error instanceof HttpError && error.status === 409) fields.push(['email', message]);
          fields.forEach(([name, text], index) => setError(name as FieldPath<EditUserValues>, { type: 'server', message: text }, { shouldFocus: index === 0 }));
          // While the dialog is open the notice is hidden from screen readers: the dialog says it too.
          setProblem(message);
          notify({ title: 'Update failed', description: message, variant: 'destructive' });
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            <AlertTitle>Update failed</AlertTitle>
            {problem}
          </Alert>
        )}
        <Box component="form" id={formId} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Edit user">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="firstName" label="First name" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="lastName" label="Last name" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="companyName" label="Company name" autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="companySize" label="Company size" select>
                <MenuItem value="">
                  <em>Not set</em>
                </MenuItem>
                {COMPANY_SIZES.map((size) => (
                  <MenuItem key={size} value={size}>
                    {size} employees
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="subscriptionPlan" label="Plan" select>
                {PLAN_CHOICES.map((plan) => (
                  <MenuItem key={plan} value={plan}>
                    {plan === 'none' ? 'None' : planLabel(plan)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="subscriptionStatus" label="Subscription status" select>
                {SUBSCRIPTION_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {subscriptionStatusOption(status)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            {user.managedByProvider && (
              <Grid size={12}>
                <Alert severity={cancelsAtProvider ? 'warning' : 'info'} role="status">
                  {cancelsAtProvider
                    ? 'Saving cancels this customer’s subscription at the payment provider now, without a refund of the rest of the period.'
                    : 'Paid through the payment provider: here you can only remove the plan (Plan: None), which cancels the subscription there. The customer changes plan on their Subscription tab.'}
                </Alert>
              </Grid>
            )}
            <Grid size={12}>
              <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                <Controller
                  control={control}
                  name="limitOverride"
                  render={({ field: { value, onChange, ref, ...field } }) => (
                    <FormControlLabel
                      label="Receptionist Limit Override"
                      sx={{ mr: 0 }}
                      control={<Switch {...field} checked={value} slotProps={{ input: { ref } }} onChange={(event) => onChange(event.target.checked)} />}
                    />
                  )}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  When on, this number replaces the plan's receptionist limit for this user.
                </Typography>
                <Collapse in={override} unmountOnExit>
                  <Box sx={{ pt: 2 }}>
                    <Controller
                      control={control}
                      name="receptionistLimit"
                      render={({ field, fieldState }) => (
                        <LimitStepper
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Box>
                </Collapse>
              </Paper>
            </Grid>
          </Grid>
        </Box>
        <Divider sx={{ my: 3 }} />
        <AuditTrail entries={audit.data} loading={audit.isPending} failed={audit.isError} limit={5} title="Recent changes" />
      </DialogContent>
      <EditDialogActions formId={formId} pending={update.isPending} onClose={onClose} />
    </>
  );
}
