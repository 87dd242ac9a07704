import SendRounded from '@mui/icons-material/SendRounded';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { useAssistantInstructions, useReapplySettings } from '../api/settings';
import { QueryState } from './query-state';

/** One titled part of the instructions. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function InstructionsDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useAssistantInstructions(id, open);
  const block = { m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>What the assistant is told{query.data ? ` (version ${query.data.version})` : ''}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={query} loading="Loading the instructions" failed="The instructions could not be loaded." />
        {query.data && (
          <Stack spacing={2}>
            <Part title="First message">
              <Box component="pre" sx={block}>
                {query.data.firstMessage}
              </Box>
            </Part>
            <Part title="Transfer destinations">
              {query.data.transferDestinations.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  None: the assistant takes a message instead.
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {query.data.transferDestinations.map((destination) => (
                    <Typography component="li" variant="body2" key={destination.number}>
                      {destination.number}: {destination.description}
                    </Typography>
                  ))}
                </Box>
              )}
            </Part>
            <Part title="System prompt">
              <Box component="pre" sx={block}>
                {query.data.systemPrompt}
              </Box>
            </Part>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Our team's tools beside the status: what the voice assistant is told, and sending the newest version to it again. */
export function AssistantTools({ id }: { id: number }) {
  const [showing, setShowing] = useState(false);
  const reapply = useReapplySettings(id);
  const notify = useNotify();
  const send = () =>
    reapply.mutate(
      { path: { id } },
      {
        onSuccess: (settings) => notify({ title: 'Sent to the assistant', description: settings.deliveryText }),
        onError: (error) => notify({ title: 'Could not send', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
      <Button variant="outlined" size="small" startIcon={<SmartToyOutlined />} onClick={() => setShowing(true)}>
        What the assistant is told
      </Button>
      <Button variant="outlined" size="small" startIcon={<SendRounded />} onClick={send} disabled={reapply.isPending}>
        Send to the assistant again
      </Button>
      <InstructionsDialog id={id} open={showing} onClose={() => setShowing(false)} />
    </Stack>
  );
}
