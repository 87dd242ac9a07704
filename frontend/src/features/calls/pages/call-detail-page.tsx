import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { serverStatus } from '../../../api/client';
import { Fact } from '../../../components/fact';
import { PageContainer } from '../../../components/page-container';
import { PageLoader } from '../../../components/page-loader';
import { PhoneLink } from '../../../components/phone-link';
import { formatCaller, formatDate, formatDateTimeShort, formatDuration, isNorthAmericanNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import type { CallCallerDto, CallDetailDto } from '../../../api/generated/types.gen';
import { recordingUrl, useCall } from '../api/get-call';
import { callsListPath, receptionistLabel } from '../call-text';
import { callerLabel } from '../caller-text';
import { callerPath } from '../../../lib/caller-path';
import { CallerMarkChip } from '../components/caller-mark-chip';
import { NotFoundSection } from '../components/not-found-section';
import { OutcomeChip, TestCallChip } from '../../../components/call-outcome-chip';
import { countedText } from '../../../lib/call-outcomes';
import { CallInProgressAlert } from '../../../components/call-in-progress-alert';
import { CallRecordingAndTranscript } from '../../../components/call-recording';
import { CallActions } from '../../../components/call-actions';
import { RetryAlert } from '../../../components/retry-alert';
import { SectionCard } from '../../../components/section-card';

/** /calls/:id: one call, its own address so it can be shared with a colleague who signs in; `followUp` draws the follow-up it made. */
export function CallDetailPage({ followUp }: { followUp?: (callId: number) => ReactNode }) {
  usePageTitle('Call', 'A call your AI receptionist answered: its summary, transcript and recording.');
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const backTo = callsListPath(useLocation().state);

  return (
    <PageContainer>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
        Back to calls
      </Button>
      {valid ? <CallDetail id={id} backTo={backTo} followUp={followUp} /> : <CallNotFound backTo={backTo} />}
    </PageContainer>
  );
}

function CallDetail({ id, backTo, followUp }: { id: number; backTo: string; followUp?: (callId: number) => ReactNode }) {
  const call = useCall(id);
  if (call.isPending) return <PageLoader label="Loading the call" minHeight={0} />;
  if (call.isError) {
    const status = serverStatus(call.error);
    if (status === 404 || status === 400) return <CallNotFound backTo={backTo} />;
    return <RetryAlert onRetry={() => void call.refetch()}>We couldn't load this call. Please try again.</RetryAlert>;
  }
  return <CallView call={call.data} followUp={followUp} />;
}

function CallNotFound({ backTo }: { backTo: string }) {
  return (
    <NotFoundSection
      title="Call not found"
      text="This call does not exist, or it belongs to another account. Check the link, or find the call in your list."
      backTo={backTo}
    />
  );
}

function CallView({ call, followUp }: { call: CallDetailDto; followUp?: (callId: number) => ReactNode }) {
  const removed = call.contentRemovedAt !== null;
  return (
    <>
      <Box component="header" sx={{ mb: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h3" component="h1" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {call.callerNumber ? (
              <>
                Call from {/* A North American number stays on one line on a phone; anything else (any length) may break anywhere. */}
                <Box
                  component="span"
                  sx={!call.caller?.name && isNorthAmericanNumber(call.callerNumber) ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                >
                  {callerLabel(call.callerNumber, call.caller)}
                </Box>
              </>
            ) : (
              'Call from an unknown caller'
            )}
          </Typography>
          {call.isTest && <TestCallChip />}
          <CallerMarkChip startedAt={call.startedAt} caller={call.caller} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {`${formatDateTimeShort(call.startedAt)} · answered by ${receptionistLabel(call.receptionistName)}`}
        </Typography>
      </Box>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <SectionCard title="Details">
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              <Fact label="Outcome">
                <OutcomeChip outcome={call.outcome} inProgress={call.status === 'in_progress'} />
              </Fact>
              <Fact label="Caller">{call.callerNumber ? <CallerFact number={call.callerNumber} caller={call.caller} /> : formatCaller(null)}</Fact>
              <Fact label="Time">{formatDateTimeShort(call.startedAt)}</Fact>
              <Fact label="Length">{call.durationSeconds === null ? 'Not known yet' : formatDuration(call.durationSeconds)}</Fact>
              <Fact label="Answered by">{receptionistLabel(call.receptionistName)}</Fact>
              <Fact label="Plan usage">{countedText(call)}</Fact>
            </Box>
          </SectionCard>
          {followUp?.(call.id)}
        </Grid>

        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {removed ? (
            <Alert severity="info" sx={{ alignItems: 'center' }}>
              {`The summary, transcript and recording of this call were removed on ${formatDate(call.contentRemovedAt)}: we keep a call's content for a limited time, then only its time, length and outcome.`}
            </Alert>
          ) : call.status === 'in_progress' ? (
            <CallInProgressAlert />
          ) : (
            <>
              <SectionCard title="Summary">
                <Typography color={call.summary ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  {call.summary ?? 'No summary for this call.'}
                </Typography>
              </SectionCard>
              <CallActions actions={call.actions} Section={SectionCard} />
              <CallRecordingAndTranscript
                src={call.recordingAvailable ? recordingUrl(call.id) : undefined}
                transcript={call.transcript}
                Section={SectionCard}
              />
            </>
          )}
        </Grid>
      </Grid>
    </>
  );
}

/** The caller's name when the owner gave one, their number to call back, and the way to all their calls. */
function CallerFact({ number, caller }: { number: string; caller: CallCallerDto | null }) {
  return (
    <Box component="span" sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
      {caller?.name && <span>{caller.name}</span>}
      <PhoneLink number={number} />
      {caller && (
        <Link component={RouterLink} to={callerPath(number)} variant="body2">
          {caller.callCount > 1 ? 'All calls from this caller' : caller.name ? 'Rename this caller' : 'Name this caller'}
        </Link>
      )}
    </Box>
  );
}
