import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../../api/client';
import { CallTranscript } from '../../../../components/call-transcript';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { adminRecordingUrl, useAdminCall, type AdminCallDetailDto } from '../../api/list-calls';
import { callDuration, callerLabel } from '../../labels';
import { DetailsList } from '../details-list';
import { CallOutcomeChip, TestCallChip } from '../status-chips';

interface CallDetailsDialogProps {
  /** The call whose details are open (from the address), else closed. */
  callId: number | undefined;
  onClose: () => void;
}

/** A call as its customer sees it (summary, outcome, transcript, recording), with the customer and the platform's ids. */
export function CallDetailsDialog({ callId, onClose }: CallDetailsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [shownId, setShownId] = useState(callId);
  if (callId !== undefined && callId !== shownId) setShownId(callId);
  const call = useAdminCall(shownId);
  const data = call.data;

  return (
    <Dialog open={callId !== undefined} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {!data ? 'Call details' : data.callerNumber ? `Call from ${callerLabel(data.callerNumber)}` : 'Call from an unknown caller'}
        {data && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {formatDateTime(data.startedAt)} · ID: {data.id}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {call.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the call" />
          </Box>
        ) : call.isError ? (
          <Alert severity="error">{serverMessage(call.error) ?? 'The call could not be loaded. Please try again.'}</Alert>
        ) : (
          <CallDetailsBody call={call.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Code({ children }: { children: string | null }) {
  return children ? (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
      {children}
    </Box>
  ) : (
    'None'
  );
}

function CallDetailsBody({ call }: { call: AdminCallDetailDto }) {
  const audio = useRef<HTMLAudioElement>(null);
  // A turn's time plays the recording from there; a browser may refuse to play without a trusted gesture, the position stays.
  const seek = (seconds: number) => {
    if (!audio.current) return;
    audio.current.currentTime = seconds;
    audio.current.play().catch(() => undefined);
  };
  const removed = call.contentRemovedAt ? `Removed on ${formatDate(call.contentRemovedAt)}, past the retention period.` : undefined;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <CallOutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
        {call.isTest && <TestCallChip />}
        <Typography variant="body2" color="text.secondary">
          {callDuration(call.durationSeconds)}
          {call.receptionistName ? ` · answered by ${call.receptionistName}` : ''}
        </Typography>
      </Stack>

      <Section title="Summary">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {call.summary ?? removed ?? 'No summary for this call.'}
        </Typography>
      </Section>

      <Section title="Recording">
        {call.recordingAvailable ? (
          <Box component="audio" ref={audio} controls preload="metadata" src={adminRecordingUrl(call.id)} aria-label="Call recording" sx={{ width: '100%', display: 'block' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {removed ?? 'No recording for this call.'}
          </Typography>
        )}
      </Section>

      <Section title="Transcript">
        {call.transcript.length > 0 ? (
          <CallTranscript turns={call.transcript} onSeek={call.recordingAvailable ? seek : undefined} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {removed ?? 'No transcript for this call.'}
          </Typography>
        )}
      </Section>

      <Section title="Call">
        <DetailsList
          items={[
            {
              label: 'Customer',
              value: call.customer ? `${call.customer.name ? `${call.customer.name}, ` : ''}${call.customer.email} (ID: ${call.customer.id})` : 'None: unmatched report',
            },
            { label: 'Receptionist', value: call.receptionistId ? `${call.receptionistName ?? 'N/A'} (ID: ${call.receptionistId})` : 'None' },
            { label: 'Caller', value: callerLabel(call.callerNumber) },
            { label: 'Started', value: formatDateTime(call.startedAt) },
            { label: 'Ended', value: call.endedAt ? formatDateTime(call.endedAt) : 'Not yet' },
            { label: 'Ended reason', value: call.endedReason ?? 'N/A' },
            { label: 'Language', value: call.language ?? 'N/A' },
            { label: 'Platform', value: call.platform },
            { label: 'Assistant id', value: <Code>{call.assistantId}</Code> },
            { label: 'Phone-number id', value: <Code>{call.phoneNumberId}</Code> },
          ]}
        />
      </Section>
    </Stack>
  );
}
