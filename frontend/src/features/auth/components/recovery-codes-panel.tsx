import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useNotify } from '../../../components/notices/notices-context';

/** Shown once after enrolment: the codes that replace a lost authenticator, each usable once. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel = 'I have saved them' }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const notify = useNotify();
  const notice = useRef<HTMLDivElement>(null);
  // The code form that had the focus is gone: a screen reader starts at the notice instead of the page's top.
  useEffect(() => notice.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the codes and copy them yourself.', variant: 'warning' });
    }
  };
  return (
    <Stack spacing={3}>
      <Alert severity="info" role="note" ref={notice} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        Save these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your authenticator. They will not be shown
        again.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          borderRadius: 2,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" size="large" startIcon={<ContentCopyRounded />} onClick={() => void copy()} sx={{ flex: 1 }}>
          Copy codes
        </Button>
        <Button variant="contained" size="large" onClick={onDone} sx={{ flex: 1 }}>
          {doneLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
