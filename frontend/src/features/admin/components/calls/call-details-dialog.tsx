import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CallChips } from '../../../../components/call-outcome-chip';
import { useState } from 'react';
import { CallActions } from '../../../../components/call-actions';
import { CallInProgressAlert } from '../../../../components/call-in-progress-alert';
import { CallRecordingAndTranscript } from '../../../../components/call-recording';
import { formatCaller, formatDate, formatDateTime } from '../../../../lib/format';
import type { AdminCallDetailDto } from '../../../../api/generated/types.gen';
import { adminRecordingUrl, useAdminCall } from '../../api/list-calls';
import { callDuration } from '../../labels';
import { DetailsDialog, DetailsSection } from '../details-dialog';
import { DetailsList } from '../details-list';
import { PlatformId } from './platform-id';

interface CallDetailsDialogProps {
  /** The call whose details are open (from the address), else closed. */
  callId: number | undefined;
  onClose: () => void;
}

/** A call as its customer sees it (summary, outcome, transcript, recording), with the customer and the platform's ids. */
export function CallDetailsDialog({ callId, onClose }: CallDetailsDialogProps) {
  const [shownId, setShownId] = useState(callId);
  if (callId !== undefined && callId !== shownId) setShownId(callId);
  // The last call shown stays for the closing animation, but is no longer asked for.
  const call = useAdminCall(shownId, { enabled: callId !== undefined });
  const data = call.data;

  return (
    <DetailsDialog
      open={callId !== undefined}
      onClose={onClose}
      title={!data ? 'Call details' : data.callerNumber ? `Call from ${formatCaller(data.callerNumber)}` : 'Call from an unknown caller'}
      subtitle={data && `${formatDateTime(data.startedAt)} · ID: ${data.id}`}
      result={call}
      loadingLabel="Loading the call"
      errorText="The call could not be loaded. Please try again."
    >
      {(loaded) => <CallDetailsBody call={loaded} />}
    </DetailsDialog>
  );
}

function CallDetailsBody({ call }: { call: AdminCallDetailDto }) {
  const removed = call.contentRemovedAt ? `Removed on ${formatDate(call.contentRemovedAt)}, past the retention period.` : undefined;
  const inProgress = call.status === 'in_progress';
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CallChips call={call} />
        <Typography variant="body2" color="text.secondary">
          {callDuration(call.durationSeconds)}
          {call.receptionistName ? ` · answered by ${call.receptionistName}` : ''}
        </Typography>
      </Stack>

      {inProgress ? (
        <CallInProgressAlert />
      ) : (
        <DetailsSection title="Summary">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {call.summary ?? removed ?? 'No summary for this call.'}
          </Typography>
        </DetailsSection>
      )}

      <CallActions actions={call.actions} Section={DetailsSection} />

      {!inProgress && (
        <CallRecordingAndTranscript
          src={call.recordingAvailable ? adminRecordingUrl(call.id) : undefined}
          transcript={call.transcript}
          Section={DetailsSection}
          divider={<Divider flexItem />}
          missing={removed}
          textVariant="body2"
        />
      )}

      <DetailsSection title="Call">
        <DetailsList
          items={[
            {
              label: 'Customer',
              value: call.customer
                ? `${call.customer.name ? `${call.customer.name}, ` : ''}${call.customer.email} (ID: ${call.customer.id})`
                : 'None: unmatched report',
            },
            { label: 'Receptionist', value: call.receptionistId ? `${call.receptionistName ?? 'N/A'} (ID: ${call.receptionistId})` : 'None' },
            { label: 'Caller', value: formatCaller(call.callerNumber) },
            { label: 'Started', value: formatDateTime(call.startedAt) },
            { label: 'Ended', value: call.endedAt ? formatDateTime(call.endedAt) : 'Not yet' },
            { label: 'Ended reason', value: call.endedReason ?? 'N/A' },
            { label: 'Language', value: call.language ?? 'N/A' },
            { label: 'Platform', value: call.platform },
            { label: 'Assistant id', value: <PlatformId id={call.assistantId} /> },
            { label: 'Phone-number id', value: <PlatformId id={call.phoneNumberId} /> },
          ]}
        />
      </DetailsSection>
    </Stack>
  );
}
