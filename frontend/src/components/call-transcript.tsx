import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatDuration } from '../lib/format';
import type { TranscriptTurnDto } from '../api/generated/types.gen';

const SPEAKER = { receptionist: 'Receptionist', caller: 'Caller' } as const;

interface CallTranscriptProps {
  turns: TranscriptTurnDto[];
  /** Plays the recording from this second; without a recording the times are plain text. */
  onSeek?: (seconds: number) => void;
}

/**
 * The conversation as a chat: the receptionist's turns on the left, the caller's on the right, each with its time. The
 * customer's call page and the back office's call details both show it.
 */
export function CallTranscript({ turns, onSeek }: CallTranscriptProps) {
  return (
    <Box component="ol" aria-label="Transcript" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {turns.map((turn, index) => {
        const caller = turn.speaker === 'caller';
        const time = formatDuration(turn.seconds);
        return (
          <Box
            component="li"
            key={index}
            data-speaker={turn.speaker}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: caller ? 'flex-end' : 'flex-start' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.5, px: 0.5 }}>
              <Typography variant="caption" sx={{ fontWeight: 650 }}>
                {SPEAKER[turn.speaker]}
              </Typography>
              {onSeek ? (
                <ButtonBase
                  onClick={() => onSeek(turn.seconds)}
                  aria-label={`Play from ${time}`}
                  sx={{
                    typography: 'caption',
                    color: 'primary.main',
                    fontVariantNumeric: 'tabular-nums',
                    borderRadius: 1,
                    px: 0.5,
                    textDecoration: 'underline',
                  }}
                >
                  {time}
                </ButtonBase>
              ) : (
                <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {time}
                </Typography>
              )}
            </Box>
            <Box
              sx={(t) => ({
                maxWidth: { xs: '88%', sm: '75%' },
                px: 2,
                py: 1.25,
                borderRadius: 3,
                [caller ? 'borderTopRightRadius' : 'borderTopLeftRadius']: 4,
                bgcolor: caller ? t.palette.action.selected : alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.18 : 0.08),
                overflowWrap: 'anywhere',
              })}
            >
              <Typography variant="body2">{turn.text}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
