import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CallerDto } from '../../../api/generated/types.gen';
import { serverFieldErrors, serverMessage } from '../../../api/client';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/notices/notices-context';
import { formatPhoneNumber } from '../../../lib/format';
import { renameCallerSchema, useRenameCaller, type RenameCallerValues } from '../api/caller';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/** The name the owner knows a caller by, shown in the log and on their calls; a blank name forgets it. */
export function RenameCallerDialog({ caller, onClose }: { caller: CallerDto; onClose: () => void }) {
  const notify = useNotify();
  const rename = useRenameCaller();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<RenameCallerValues>({
    resolver: zodResolver(renameCallerSchema),
    defaultValues: { name: caller.givenName ?? caller.name ?? '' },
  });
  const number = formatPhoneNumber(caller.number);

  const onSubmit = ({ name }: RenameCallerValues) => {
    setProblem(null);
    rename.mutate(
      { path: { number: caller.number }, body: { name: name || null } },
      {
        onSuccess: (renamed) => {
          onClose();
          notify({
            title: renamed.givenName ? 'Caller named' : 'Name removed',
            description: renamed.name ? `${number} shows as ${renamed.name}.` : `${number} shows as its number again.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          const field = serverFieldErrors(error)?.name;
          if (field) setError('name', { type: 'server', message: field });
          setProblem(serverMessage(error) ?? FALLBACK_MESSAGE);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={rename.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="rename-caller-title"
      aria-describedby="rename-caller-text"
    >
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="rename-caller-title">Name this caller</DialogTitle>
        <DialogContent>
          <DialogContentText id="rename-caller-text" sx={{ mb: 2 }}>
            {`Your call log and the calls from ${number} show this name. Leave it empty to show the name the caller gave, or the number.`}
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <FormTextField control={control} name="name" label="Name" autoComplete="off" autoFocus sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending} loadingPosition="start">
            {rename.isPending ? 'Saving...' : 'Save Name'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
