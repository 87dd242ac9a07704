import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, type ReactNode } from 'react';

export type OutcomeTone = 'success' | 'error' | 'warning' | 'info';

const icons: Record<OutcomeTone, ReactNode> = {
  success: <CheckCircleRounded fontSize="inherit" />,
  error: <ErrorRounded fontSize="inherit" />,
  warning: <WarningRounded fontSize="inherit" />,
  info: <InfoRounded fontSize="inherit" />,
};

interface OutcomePanelProps {
  tone: OutcomeTone;
  title: string;
  children?: ReactNode;
  /** Buttons and links. */
  actions?: ReactNode;
}

/**
 * How a checkout ended (paid, trial started, failed, cancelled): a centred card whose heading takes the focus when
 * it appears, so keyboard and screen-reader users land on the outcome instead of on a form that has gone.
 */
export function OutcomePanel({ tone, title, children, actions }: OutcomePanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);

  return (
    <Card component="section" aria-labelledby="outcome-title" sx={{ maxWidth: 640, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(t) => ({
            mx: 'auto',
            mb: 2.5,
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 36,
            color: t.palette.mode === 'dark' ? `${tone}.main` : `${tone}.dark`,
            bgcolor: alpha(t.palette[tone].main, 0.14),
          })}
        >
          {icons[tone]}
        </Box>
        <Typography id="outcome-title" ref={heading} tabIndex={-1} variant="h4" component="h2" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        {children && <Box sx={{ mt: 1.5, color: 'text.secondary', '& p + p': { mt: 1 } }}>{children}</Box>}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
