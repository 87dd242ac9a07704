import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import { toneText } from '../../../components/tone-style';
import { formatCallTime, useCallTimer, type Clock } from './use-call-timer';

/** docs/product.md#facts-the-product-states: the simulated call plays for 40 s; the recorded call it stands for lasts 2:34. */
export const DEMO_LENGTH_SECONDS = 40;
export const FULL_CALL_LENGTH = '2:34';
const SECONDS_PER_LINE = 10;

export const DEMO_SCRIPT: { speaker: 'AI Receptionist' | 'Caller'; text: string }[] = [
  {
    speaker: 'AI Receptionist',
    text: 'Thank you for calling Riverside Dental, this is Ava. How can I help you today?',
  },
  {
    speaker: 'Caller',
    text: "Hi, I'd like to book a cleaning for next week, ideally in the morning.",
  },
  {
    speaker: 'AI Receptionist',
    text: 'Of course. I have Tuesday at 9:30 or Thursday at 10:00. Which works better for you?',
  },
  {
    speaker: 'AI Receptionist',
    text: "You're booked for Tuesday at 9:30. I've just texted you a confirmation link with directions.",
  },
];

const pulse = keyframes`
  0%, 100% { transform: scaleY(0.35); }
  50% { transform: scaleY(1); }
`;

/** Bars that move while the call plays (still for people who prefer reduced motion). */
function VoiceBars({ active }: { active: boolean }) {
  return (
    <Stack aria-hidden direction="row" spacing={0.5} sx={{ alignItems: 'center', height: 28 }}>
      {[0.9, 0.5, 1, 0.65, 0.8].map((height, index) => (
        <Box
          key={index}
          sx={{
            width: 4,
            height: 28 * height,
            borderRadius: 2,
            bgcolor: active ? 'primary.main' : 'divider',
            transformOrigin: 'center',
            animation: active ? `${pulse} 1s ease-in-out ${index * 0.15}s infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Stack>
  );
}

/**
 * A simulated demo call: Play starts a timer counting seconds, the script line changes every 10 s
 * (at 10, 20 and 30) and the call stops at 40 s; Stop ends it early. Pass `clock` to drive time in tests.
 */
export function DemoCall({ clock }: { clock?: Clock }) {
  const { elapsed, status, start, stop } = useCallTimer(DEMO_LENGTH_SECONDS, clock);
  const playing = status === 'playing';
  const line = status === 'idle' ? null : DEMO_SCRIPT[Math.min(DEMO_SCRIPT.length - 1, Math.floor(elapsed / SECONDS_PER_LINE))];
  const statusText = playing ? 'Live' : status === 'ended' ? 'Call ended' : 'Ready';

  return (
    <Card role="group" aria-labelledby="demo-call-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, '&:last-child': { pb: { xs: 2.5, sm: 3.5 } } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(t) => ({
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(t.palette.primary.main, 0.12),
            })}
          >
            <PhoneInTalkRounded />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id="demo-call-title" component="h3" sx={{ fontWeight: 700 }}>
              Sample call: booking a dental cleaning
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Simulated call · {DEMO_LENGTH_SECONDS}-second preview
            </Typography>
          </Box>
        </Stack>

        <Box
          aria-live="polite"
          sx={(t) => ({
            mt: 3,
            p: 2.5,
            minHeight: { xs: 148, sm: 128 },
            borderRadius: 3,
            bgcolor: line?.speaker === 'Caller' ? 'action.hover' : alpha(t.palette.primary.main, 0.07),
            border: `1px solid ${t.palette.divider}`,
          })}
        >
          {line ? (
            <>
              <Typography variant="overline" component="p" color={line.speaker === 'Caller' ? 'text.secondary' : 'primary'}>
                {line.speaker}
              </Typography>
              <Typography data-testid="demo-line" sx={{ fontSize: { xs: '1rem', sm: '1.0625rem' }, fontWeight: 500 }}>
                {line.text}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ pt: 1 }}>
              Press play to listen in as the AI receptionist answers a caller, finds a free slot and texts a confirmation.
            </Typography>
          )}
        </Box>

        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          {playing ? (
            <Button variant="outlined" color="error" size="large" startIcon={<StopRounded />} onClick={stop}>
              Stop
            </Button>
          ) : (
            <Button variant="contained" size="large" startIcon={<PlayArrowRounded />} onClick={start}>
              {status === 'ended' ? 'Play Again' : 'Play Demo Call'}
            </Button>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              sx={(t) => ({
                px: 1.25,
                py: 0.25,
                borderRadius: 99,
                fontSize: 13,
                fontWeight: 700,
                whiteSpace: 'nowrap',
                color: playing ? toneText(t, 'success') : 'text.secondary',
                bgcolor: playing ? alpha(t.palette.success.main, 0.12) : 'action.hover',
              })}
            >
              {statusText}
            </Box>
            <VoiceBars active={playing} />
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.125rem' }}>
              <Box component="span" role="timer" aria-label="Elapsed time">
                {formatCallTime(elapsed)}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
                {' / '}
                <span>{FULL_CALL_LENGTH}</span>
              </Box>
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
