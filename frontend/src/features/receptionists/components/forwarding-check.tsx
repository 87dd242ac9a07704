import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { serverMessage } from '../../../api/client';
import { formatDateTimeShort } from '../../../lib/format';
import { useForwardingChecks, useStartForwardingCheck, type ForwardingCheck } from '../api/forwarding-checks';
import type { Receptionist } from '../api/list-receptionists';

/**
 * "Call me to check" (docs/product.md#call-me-to-check): we call the business line from the receptionist's number; the
 * result says whether the call came through to the receptionist.
 */
export function ForwardingCheckPanel({ receptionist }: { receptionist: Receptionist }) {
  const checks = useForwardingChecks();
  const start = useStartForwardingCheck();
  const check = checks.data?.find((candidate) => candidate.receptionistId === receptionist.id);
  const calling = check?.status === 'calling';

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PhoneInTalkRounded />}
        loading={start.isPending || calling}
        loadingPosition="start"
        onClick={() => start.mutate({ path: { id: receptionist.id } })}
        aria-label={`Call me to check ${receptionist.name}`}
      >
        {calling ? 'Calling your business line...' : 'Call me to check'}
      </Button>
      {start.isError && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {serverMessage(start.error) ?? 'The check could not start. Please try again later.'}
        </Alert>
      )}
      {check && !start.isError && <CheckResult check={check} receptionist={receptionist} />}
    </Stack>
  );
}

function CheckResult({ check, receptionist }: { check: ForwardingCheck; receptionist: Receptionist }) {
  const when = formatDateTimeShort(check.finishedAt ?? check.createdAt);
  switch (check.status) {
    case 'calling':
      return (
        <Alert severity="info" role="status" sx={{ alignSelf: 'stretch' }}>
          We are calling {receptionist.phoneNumber}. Let it ring: if forwarding works, {receptionist.name} answers.
        </Alert>
      );
    case 'reached':
      return (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          Forwarding works: our call to {receptionist.phoneNumber} came through to {receptionist.name} ({when}).
        </Alert>
      );
    case 'not_reached':
      return (
        <Alert severity="warning" role="status" sx={{ alignSelf: 'stretch' }}>
          Our call did not reach {receptionist.name} ({when}). {check.detail} Check the code you dialled for your phone company, then try again.
        </Alert>
      );
    default:
      return (
        <Alert severity="error" role="status" sx={{ alignSelf: 'stretch' }}>
          We could not place the call ({when}): {check.detail}
        </Alert>
      );
  }
}
