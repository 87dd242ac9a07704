import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { serverErrorCode, serverFieldErrors, serverMessage } from '../../../api/client';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { noticeIfUnchanged, useNotify } from '../../../components/notices/notices-context';
import { LANGUAGE_LIMIT_REACHED, LIMIT_REACHED, useCreateReceptionist } from '../api/create-receptionist';
import { refreshReceptionistUsage } from '../api/get-receptionist-usage';
import type { Receptionist } from '../api/list-receptionists';
import { useUpdateReceptionist } from '../api/update-receptionist';
import {
  changedReceptionistFields,
  COMPANY_INFO_MAX,
  emptyReceptionistValues,
  receptionistSchema,
  toCreateBody,
  toReceptionistValues,
  type ReceptionistFormValues,
  type ReceptionistValues,
} from '../schemas';
import { formatPhoneNumber } from '../../../lib/format';
import { NUMBER_PENDING } from '../statuses';
import { LanguagesField } from './languages-field';

interface ReceptionistFormDialogProps {
  open: boolean;
  /** Absent: a new request. */
  receptionist?: Receptionist;
  /** The plan's languages per receptionist and its name, for the cap and its messages. */
  languageCap: number;
  planName: string;
  onClose: () => void;
}

const FIELDS = Object.keys(emptyReceptionistValues);
function isFormField(name: string): name is FieldPath<ReceptionistFormValues> {
  return FIELDS.includes(name);
}

/**
 * Add or edit a receptionist. The customer sets what the receptionist should know; the status and the AI number are our
 * team's (docs/product.md#our-team-runs-a-receptionists-status-active-flag-and-ai-number), so the AI number shows
 * read-only and the status not at all.
 */
export function ReceptionistFormDialog({ open, receptionist, languageCap, planName, onClose }: ReceptionistFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = receptionist !== undefined;
  // A fresh form each time the dialog opens, for whichever receptionist it opens on.
  const [session, setSession] = useState(0);
  const [pending, setPending] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSession((count) => count + 1) } }}
    >
      <DialogTitle id={titleId}>{editing ? 'Edit Receptionist' : 'Add Receptionist'}</DialogTitle>
      <ReceptionistForm
        key={`${session}-${receptionist?.id ?? 'new'}`}
        titleId={titleId}
        receptionist={receptionist}
        languageCap={languageCap}
        planName={planName}
        onClose={onClose}
        onPendingChange={setPending}
      />
    </Dialog>
  );
}

interface ReceptionistFormProps extends Omit<ReceptionistFormDialogProps, 'open'> {
  titleId: string;
  onPendingChange: (pending: boolean) => void;
}

function ReceptionistForm({ titleId, receptionist, languageCap, planName, onClose, onPendingChange }: ReceptionistFormProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const create = useCreateReceptionist();
  const update = useUpdateReceptionist();
  const formId = useId();
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const schema = useMemo(() => receptionistSchema({ languageCap, planName }), [languageCap, planName]);
  const { control, handleSubmit, setError } = useForm<ReceptionistFormValues, unknown, ReceptionistValues>({
    resolver: zodResolver(schema),
    defaultValues: receptionist ? toReceptionistValues(receptionist) : emptyReceptionistValues,
  });
  const companyInfo = useWatch({ control, name: 'companyInfo' });
  const pending = create.isPending || update.isPending;

  /** A refusal: per-field messages land on their fields; anything else also shows in the dialog, which stays open. */
  const showFailure = (error: unknown, title: string) => {
    const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([name]) => isFormField(name));
    fields.forEach(([name, message], index) => setError(name as FieldPath<ReceptionistFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
    const message = serverMessage(error) ?? 'Something went wrong. Please try again later.';
    if (fields.length === 0) setProblem({ title, message });
    notify({ title, description: message, variant: 'destructive' });
  };

  const settle = () => onPendingChange(false);

  const onSubmit = (values: ReceptionistValues) => {
    setProblem(null);
    if (!receptionist) {
      onPendingChange(true);
      create.mutate(
        { body: toCreateBody(values) },
        {
          onSuccess: (created) => {
            notify({
              title: 'Receptionist Created',
              description: `We've received your request for ${created.name}. Our team will set it up within 24-48 hours.`,
              variant: 'success',
            });
            onClose();
          },
          onError: (error) => {
            const code = serverErrorCode(error);
            const message = serverMessage(error) ?? '';
            if (code === LIMIT_REACHED) {
              // Nothing on the form can fix this: the dialog closes and the usage (and the Add button) catch up.
              void refreshReceptionistUsage(queryClient);
              onClose();
              notify({ title: 'Subscription Limit Reached', description: message, variant: 'warning' });
            } else if (code === LANGUAGE_LIMIT_REACHED) {
              setError('languages', { type: 'server', message }, { shouldFocus: true });
              notify({ title: 'Language Limit Reached', description: message, variant: 'warning' });
            } else {
              showFailure(error, 'Error Creating Receptionist');
            }
          },
          onSettled: settle,
        },
      );
      return;
    }

    const changes = changedReceptionistFields(values, receptionist);
    if (noticeIfUnchanged(notify, changes, `${receptionist.name} is already up to date.`)) {
      onClose();
      return;
    }
    onPendingChange(true);
    update.mutate(
      { path: { id: receptionist.id }, body: changes },
      {
        onSuccess: (updated) => {
          // A live receptionist answers from what our team set up: the change reaches its calls once they apply it.
          const live = updated.status === 'active' ? ' It is live: our team brings how it answers in line within 24 hours.' : '';
          notify({ title: 'Receptionist Updated', description: `${updated.name} has been saved.${live}`, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (serverErrorCode(error) === LANGUAGE_LIMIT_REACHED) {
            const message = serverMessage(error) ?? '';
            setError('languages', { type: 'server', message }, { shouldFocus: true });
            notify({ title: 'Language Limit Reached', description: message, variant: 'warning' });
          } else {
            showFailure(error, 'Error Updating Receptionist');
          }
        },
        onSettled: settle,
      },
    );
  };

  return (
    <>
      <DialogContent dividers>
        {!receptionist && (
          <DialogContentText sx={{ mb: 3 }}>
            Tell us about the receptionist you need. Our team reviews every request, then configures, trains and tests your receptionist within 24-48 hours.
          </DialogContentText>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            <AlertTitle>{problem.title}</AlertTitle>
            {problem.message}
          </Alert>
        )}
        <Grid component="form" id={formId} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={titleId} container spacing={2.5}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label="Name" helperText="For example Front desk, or Downtown office" required />
          </Grid>
          <Grid size={{ xs: 12, sm: receptionist ? 6 : 12 }}>
            <FormTextField
              control={control}
              name="phoneNumber"
              label="Business phone number"
              type="tel"
              autoComplete="tel"
              helperText="Your existing number, which the receptionist answers"
              required
            />
          </Grid>
          {receptionist && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label="AI number"
                value={receptionist.aiPhoneNumber ? formatPhoneNumber(receptionist.aiPhoneNumber) : NUMBER_PENDING}
                helperText="Assigned by our team; it can't be changed"
                slotProps={{
                  input: {
                    readOnly: true,
                    endAdornment: (
                      <InputAdornment position="end">
                        <LockOutlined fontSize="small" aria-hidden />
                      </InputAdornment>
                    ),
                    sx: { bgcolor: 'action.hover' },
                  },
                }}
              />
            </Grid>
          )}
          <Grid size={12}>
            <LanguagesField control={control} cap={languageCap} planName={planName} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="businessHours"
              label="Business hours"
              multiline
              minRows={2}
              helperText="For example Mon-Fri 8am-6pm, Sat 9am-1pm"
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="companyInfo"
              label="Company information"
              multiline
              minRows={4}
              helperText={`What callers ask about: your services, prices, location, how to book. ${companyInfo.length}/${COMPANY_INFO_MAX}`}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton form={formId} pending={pending} pendingLabel={receptionist ? 'Saving...' : 'Submitting...'} size="medium">
          {receptionist ? 'Save Changes' : 'Submit Request'}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
