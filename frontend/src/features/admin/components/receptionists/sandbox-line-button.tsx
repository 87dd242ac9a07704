import SimCardRounded from '@mui/icons-material/SimCardRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverMessage } from '../../../../api/client';
import type { AdminReceptionistDto } from '../../../../api/generated/types.gen';
import { useAssignSandboxLine } from '../../api/assign-sandbox-line';
import type { AdminReceptionist } from '../../api/list-receptionists';

/**
 * The Edit dialog's "Use a sandbox line": the server fills what the line lacks with a sandbox number and ids (saved at
 * once), and the form shows them. Refused, with the server's reason, unless the sandbox voice platform runs.
 */
export function SandboxLineButton({ receptionist, onAssigned }: { receptionist: AdminReceptionist; onAssigned: (line: AdminReceptionistDto) => void }) {
  const assign = useAssignSandboxLine();
  return (
    <Stack spacing={1} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SimCardRounded />}
        loading={assign.isPending}
        loadingPosition="start"
        onClick={() => assign.mutate({ path: { id: receptionist.id } }, { onSuccess: onAssigned })}
      >
        Use a sandbox line
      </Button>
      {assign.isSuccess && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          Sandbox line saved: {assign.data.aiPhoneNumber}. Set the status to Active to put it live.
        </Alert>
      )}
      {assign.isError && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {serverMessage(assign.error) ?? 'Could not give it a sandbox line. Please try again later.'}
        </Alert>
      )}
    </Stack>
  );
}
