import KeyRounded from '@mui/icons-material/KeyRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { useRegenerateRecoveryCodes } from '../api/recovery-codes';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** A back-office header control: the signed-in administrator replaces their recovery codes (a current authenticator code first). */
export function RecoveryCodesButton() {
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const notify = useNotify();
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setCodes(null);
  };
  const onCode = (code: string) =>
    regenerate.mutate(
      { body: { code } },
      {
        onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
        onError: (error) => notify({ title: 'Could not replace the codes', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <>
      <Tooltip title="Recovery codes">
        <IconButton aria-label="Recovery codes" onClick={() => setOpen(true)} sx={{ color: 'text.secondary' }}>
          <KeyRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* The new codes are shown once: only the "Done" button closes the dialog while they are on screen. */}
      <Dialog open={open} onClose={codes ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{codes ? 'Your new recovery codes' : 'Replace your recovery codes'}</DialogTitle>
        <DialogContent>
          {codes ? (
            <RecoveryCodesPanel codes={codes} onDone={close} doneLabel="Done" />
          ) : (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Typography>New codes replace the ones you saved, which stop working. Enter the 6-digit code from your authenticator app to continue.</Typography>
              <AuthenticatorCodeForm pending={regenerate.isPending} onCode={onCode} submitLabel="Replace codes" />
            </Stack>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
