import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../../../../api/client';
import { FormMultiSelectField } from '../../../../components/form/form-multi-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { noticeIfUnchanged, useNotify } from '../../../../components/notices/notices-context';
import { useAuditEntries } from '../../api/list-audit-entries';
import type { AdminReceptionist } from '../../api/list-receptionists';
import { changedReceptionistFields, editReceptionistSchema, toEditReceptionistValues, type EditReceptionistValues } from '../../api/update-receptionist';
import { RECEPTIONIST_LANGUAGES, RECEPTIONIST_STATUSES, RECEPTIONIST_STATUS_INFO } from '../../labels';
import { AuditTrail } from '../audit-trail';
import { EditDialog, EditDialogActions } from '../edit-dialog';
import { StatusTimeline } from './status-timeline';
import { ForwardingChecksList } from './forwarding-checks-list';
import { SandboxLineButton } from './sandbox-line-button';
import { TestCallPanel } from './test-call-panel';
import { useReceptionistUpdate } from './use-receptionist-update';

const FIELDS = Object.keys(editReceptionistSchema.shape);

interface EditReceptionistDialogProps {
  receptionist: AdminReceptionist | undefined;
  onClose: () => void;
}

/** Edit any receptionist (docs/product.md#receptionist-statuses): its details, its AI number and any status; with its timeline and history. */
export function EditReceptionistDialog({ receptionist, onClose }: EditReceptionistDialogProps) {
  return (
    <EditDialog item={receptionist} title="Edit Receptionist" subtitle={(shown) => `${shown.name} · ${shown.userName ?? shown.userEmail}`} onClose={onClose}>
      {(shown, onPendingChange) => <EditReceptionistForm receptionist={shown} onClose={onClose} onPendingChange={onPendingChange} />}
    </EditDialog>
  );
}

interface EditReceptionistFormProps {
  receptionist: AdminReceptionist;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
}

function EditReceptionistForm({ receptionist, onClose, onPendingChange }: EditReceptionistFormProps) {
  const notify = useNotify();
  const { save, isPending } = useReceptionistUpdate();
  const audit = useAuditEntries('receptionist', receptionist.id);
  const formId = useId();
  const timelineId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<EditReceptionistValues>({
    resolver: zodResolver(editReceptionistSchema),
    defaultValues: toEditReceptionistValues(receptionist),
  });

  const onSubmit = (values: EditReceptionistValues) => {
    setProblem(null);
    const changes = changedReceptionistFields(values, receptionist);
    if (noticeIfUnchanged(notify, changes, `${receptionist.name} is already up to date.`)) {
      onClose();
      return;
    }
    onPendingChange(true);
    save(receptionist.id, changes, {
      onSuccess: () => {
        onPendingChange(false);
        onClose();
      },
      onError: (error) => {
        onPendingChange(false);
        const fields = Object.entries(serverFieldErrors(error) ?? {}).filter(([name]) => FIELDS.includes(name));
        fields.forEach(([name, text], index) =>
          setError(name as FieldPath<EditReceptionistValues>, { type: 'server', message: text }, { shouldFocus: index === 0 }),
        );
        setProblem(serverMessage(error) ?? 'Something went wrong. Please try again later.');
      },
    });
  };

  return (
    <>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 3 }}>
            <AlertTitle>Failed to update receptionist</AlertTitle>
            {problem}
          </Alert>
        )}
        <Box component="form" id={formId} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Edit receptionist">
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="status" label="Status" select helperText="Answers calls only while Active">
                {RECEPTIONIST_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {RECEPTIONIST_STATUS_INFO[status].label}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phoneNumber" label="Business phone number" type="tel" required autoComplete="off" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMultiSelectField control={control} name="languages" label="Languages" options={RECEPTIONIST_LANGUAGES} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="businessHours" label="Business hours" autoComplete="off" />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="companyInfo" label="Company information" multiline minRows={3} maxRows={10} />
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                Voice platform
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Its line: the real AI number it answers on, in E.164, and the ids of its assistant and phone number on the voice platform. It goes live only
                with all three; its call reports reach the customer once the ids are set, the unmatched ones that came before included.
              </Typography>
              <SandboxLineButton
                receptionist={receptionist}
                onAssigned={(line) => {
                  for (const field of ['aiPhoneNumber', 'voiceAssistantId', 'voicePhoneNumberId'] as const) setValue(field, line[field] ?? '');
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="aiPhoneNumber"
                label="AI phone number"
                type="tel"
                autoComplete="off"
                placeholder="+14155550123"
                helperText="E.164; empty until it has its real number"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="voiceAssistantId" label="Voice assistant id" autoComplete="off" spellCheck={false} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="voicePhoneNumberId" label="Voice phone-number id" autoComplete="off" spellCheck={false} />
            </Grid>
          </Grid>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Test call
        </Typography>
        <TestCallPanel receptionist={receptionist} />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
          Forwarding checks
        </Typography>
        <ForwardingChecksList receptionistId={receptionist.id} />
        <Divider sx={{ my: 3 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography id={timelineId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Status timeline
            </Typography>
            <StatusTimeline history={receptionist.statusHistory} labelledBy={timelineId} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <AuditTrail entries={audit.data} loading={audit.isPending} failed={audit.isError} limit={5} title="Recent changes" />
          </Grid>
        </Grid>
      </DialogContent>
      <EditDialogActions formId={formId} pending={isPending} onClose={onClose} />
    </>
  );
}
