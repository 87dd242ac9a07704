import PhoneForwardedRounded from '@mui/icons-material/PhoneForwardedRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '../../../../api/client';
import type { TestCallOutcome } from '../../../../api/generated/types.gen';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { usePlaceTestCall } from '../../api/place-test-call';
import type { AdminReceptionist } from '../../api/list-receptionists';
import { customerCallsSearch } from '../calls/use-calls-address';

/** Where a test call shows up, in words: the Calls tab (marked Test) and the customer's own call log. */
export function testCallWhereabouts(receptionist: AdminReceptionist): string {
  return `It reaches ${receptionist.name} in a few seconds and shows in the Calls tab, marked Test, and in ${receptionist.userName ?? receptionist.userEmail}'s call log.`;
}

/** What our team may ask the test caller to do; "any" leaves it to the sandbox, as for any call. */
const CALLER_WANTS: Record<TestCallOutcome | 'any', string> = {
  any: 'Anything (the sandbox picks)',
  appointment_booked: 'Book an appointment',
  answered_question: 'Ask a question',
  message_taken: 'Leave a message',
  transferred: 'Speak to someone',
};

/** The Edit dialog's Place test call: the platform calls the receptionist; the outcome or the reason it can't shows here. */
export function TestCallPanel({ receptionist }: { receptionist: AdminReceptionist }) {
  const placeTestCall = usePlaceTestCall();
  const [placed, setPlaced] = useState<string | null>(null);
  const [wants, setWants] = useState<TestCallOutcome | 'any'>('any');

  const place = () => {
    setPlaced(null);
    placeTestCall.mutate(
      { path: { id: receptionist.id }, body: wants === 'any' ? {} : { outcome: wants } },
      { onSuccess: (result) => setPlaced(result.platformCallId) },
    );
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Places a call to this receptionist as a caller would, to check it answers. The call is marked as a test; a caller who books does it through the
          receptionist's appointment settings.
        </Typography>
        <TextField
          select
          size="small"
          label="The caller wants to"
          value={wants}
          onChange={(event) => setWants(event.target.value as TestCallOutcome | 'any')}
          sx={{ minWidth: 220, flexShrink: 0 }}
        >
          {Object.entries(CALLER_WANTS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" loading={placeTestCall.isPending} loadingPosition="start" onClick={place} startIcon={<PhoneForwardedRounded />}>
            {placeTestCall.isPending ? 'Placing call...' : 'Place test call'}
          </Button>
        </Box>
      </Stack>
      {placed && (
        <Alert severity="success" role="status">
          <AlertTitle>Test call placed</AlertTitle>
          {testCallWhereabouts(receptionist)} {/* A new tab: following it here would close the Edit dialog and lose its unsaved edits. */}
          <Link
            component={RouterLink}
            to={{ pathname: '/admin', search: customerCallsSearch(receptionist.userId) }}
            target="_blank"
            rel="noopener"
            sx={{ fontWeight: 600 }}
          >
            See the customer's calls{' '}
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Platform call id: {placed}
          </Typography>
        </Alert>
      )}
      {placeTestCall.isError && (
        <Alert severity="error" role="alert">
          <AlertTitle>Could not place a test call</AlertTitle>
          {serverMessage(placeTestCall.error) ?? 'Please try again later.'}
        </Alert>
      )}
    </Stack>
  );
}
