import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useRef, type ComponentType, type ReactNode } from 'react';
import type { TranscriptTurnDto } from '../api/generated/types.gen';
import { CallTranscript } from './call-transcript';

interface CallRecordingAndTranscriptProps {
  /** Where the player streams the recording from; undefined when the call has none. */
  src: string | undefined;
  transcript: TranscriptTurnDto[];
  /** The page's own titled section, once around the recording and once around the transcript. */
  Section: ComponentType<{ title: string; children: ReactNode }>;
  /** Between the two sections (a dialog's rule); they are spaced apart either way. */
  divider?: ReactNode;
  /** Said in place of a missing recording or transcript instead of "No … for this call." (why they are gone). */
  missing?: string;
  /** The size of that text: smaller in a dialog. */
  textVariant?: TypographyProps['variant'];
}

/**
 * A call's recording, then its transcript, whose times play the recording from there. The customer's call page and
 * the back office's call details both show them.
 */
export function CallRecordingAndTranscript({ src, transcript, Section, divider, missing, textVariant = 'body1' }: CallRecordingAndTranscriptProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const seek = (seconds: number) => {
    const player = audio.current;
    if (!player) return;
    player.currentTime = seconds;
    // A browser may refuse to play without a gesture it trusts; the player is at the right place anyway.
    player.play().catch(() => undefined);
  };
  const absent = (text: string) => (
    <Typography variant={textVariant} color="text.secondary">
      {missing ?? text}
    </Typography>
  );

  return (
    <Stack spacing={3} divider={divider}>
      <Section title="Recording">
        {src ? (
          <Box component="audio" ref={audio} controls preload="metadata" src={src} aria-label="Recording" sx={{ width: '100%', display: 'block' }}>
            Your browser cannot play this recording.
          </Box>
        ) : (
          absent('No recording for this call.')
        )}
      </Section>
      <Section title="Transcript">
        {transcript.length > 0 ? <CallTranscript turns={transcript} onSeek={src ? seek : undefined} /> : absent('No transcript for this call.')}
      </Section>
    </Stack>
  );
}
