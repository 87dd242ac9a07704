import Alert from '@mui/material/Alert';

/** In place of a call's summary, transcript and recording while the call is still going on (they come with its report). */
export function CallInProgressAlert() {
  return (
    <Alert severity="info" sx={{ alignItems: 'center' }}>
      This call is still going on. Its summary, transcript and recording appear here a moment after it ends.
    </Alert>
  );
}
