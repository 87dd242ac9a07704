import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { formatDateTime } from '../../../lib/format';
import { useEndSessions, useSessions } from '../api/sessions';
import { FactChip } from './fact-chip';

/** "Where you're signed in": each session's device, address and last activity, signed out one by one or all but this one. */
export function SessionsCard() {
  const sessions = useSessions();
  const { endOne, endOthers } = useEndSessions();
  const notify = useNotify();
  const failed = (title: string) => (error: unknown) =>
    notify({ title, description: serverMessage(error) ?? 'Please try again in a minute', variant: 'destructive' });
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  // This device first, then the others as the API orders them (the most recently active first).
  const listed = sessions.data ? [...sessions.data.filter((session) => session.current), ...others] : [];

  return (
    <Card component="section" aria-labelledby="sessions-title">
      <CardContent>
        <Typography id="sessions-title" variant="h6" component="h3">
          Where you're signed in
        </Typography>
        {sessions.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading where you're signed in" />
          </Box>
        )}
        {sessions.isError && <Alert severity="error">{serverMessage(sessions.error) ?? 'Your sessions could not be loaded'}</Alert>}
        {sessions.data && (
          <>
            <List disablePadding>
              {listed.map((session) => (
                <ListItem key={session.id} divider disableGutters sx={{ gap: 2 }}>
                  <ListItemText
                    primary={session.device}
                    secondary={`${session.address ?? 'Unknown address'} · last active ${formatDateTime(session.lastActiveAt)}`}
                  />
                  {/* Beside the text, never over it: on a phone the text wraps instead. */}
                  <Box sx={{ flexShrink: 0 }}>
                    {session.current ? (
                      <FactChip label="This device" tone="success" />
                    ) : (
                      <Button
                        size="small"
                        disabled={endOne.isPending}
                        aria-label={`Sign out ${session.device}`}
                        onClick={() =>
                          endOne.mutate(
                            { path: { id: session.id } },
                            {
                              onSuccess: () => notify({ title: 'Signed out', description: `${session.device} is signed out`, variant: 'success' }),
                              onError: failed('Not signed out'),
                            },
                          )
                        }
                      >
                        Sign out
                      </Button>
                    )}
                  </Box>
                </ListItem>
              ))}
            </List>
            {others.length > 0 && (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                color="error"
                disabled={endOthers.isPending}
                onClick={() =>
                  endOthers.mutate(
                    {},
                    {
                      onSuccess: () => notify({ title: 'Signed out everywhere else', description: 'Only this device is still signed in', variant: 'success' }),
                      onError: failed('Not signed out'),
                    },
                  )
                }
              >
                Sign out everywhere else
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
