import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface CallTranscriptTurn {
  speaker: 'receptionist' | 'caller';
  text: string;
  /** From the start of the call. */
  seconds: number;
}

/** '0:07', '12:45', '1:02:03': a moment of a call, counted from its start. */
export function callClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

interface CallTranscriptProps {
  turns: CallTranscriptTurn[];
  /** Names the list for assistive technology. */
  label?: string;
  /** What the receptionist is called in the bubbles ('Front desk'); 'Receptionist' by default. */
  receptionistName?: string | null;
  /** Shown instead of the list when there are no turns. */
  emptyText?: string;
}

/**
 * A call's transcript as a conversation: the receptionist's turns on the left, the caller's on the right, each with the
 * moment it was said. Used by the customer's call page and the back office's call details.
 */
export function CallTranscript({ turns, label = 'Transcript', receptionistName, emptyText = 'No transcript for this call.' }: CallTranscriptProps) {
  if (turns.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Stack component="ol" aria-label={label} spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {turns.map((turn, index) => {
        const caller = turn.speaker === 'caller';
        const who = caller ? 'Caller' : receptionistName || 'Receptionist';
        return (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: caller ? 'flex-end' : 'flex-start' }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, mb: 0.25 }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {who}
              </Box>{' '}
              · <time dateTime={`PT${Math.max(0, Math.floor(turn.seconds))}S`}>{callClock(turn.seconds)}</time>
            </Typography>
            <Box
              sx={(theme) => ({
                maxWidth: { xs: '92%', sm: '78%' },
                px: 1.75,
                py: 1,
                borderRadius: 2.5,
                borderTopLeftRadius: caller ? undefined : 4,
                borderTopRightRadius: caller ? 4 : undefined,
                typography: 'body2',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                color: 'text.primary',
                bgcolor: caller ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.22 : 0.1) : theme.palette.action.hover,
              })}
            >
              {turn.text}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
