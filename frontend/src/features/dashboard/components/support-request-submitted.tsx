import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import type { SupportRequestDto } from '../../../api/generated/types.gen';
import { ConfirmationBadge } from '../../../components/confirmation-badge';
import { toneText } from '../../../components/tone-style';

interface SupportRequestSubmittedProps {
  request: SupportRequestDto;
  email: string;
  onAnother: () => void;
}

/** After a submission: the ticket number, and the way back to the form. Focus moves here so it is read out. */
export function SupportRequestSubmitted({ request, email, onAnother }: SupportRequestSubmittedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <ConfirmationBadge
        sx={(t) => ({
          color: toneText(t, 'success'),
          bgcolor: alpha(t.palette.success.main, t.palette.mode === 'dark' ? 0.2 : 0.12),
        })}
      >
        <CheckCircleRounded fontSize="large" />
      </ConfirmationBadge>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h4" sx={{ mt: 2, outline: 'none' }}>
        Support Request Submitted
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        Your ticket number is
      </Typography>
      <Typography
        component="p"
        sx={{ mt: 0.5, fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 800, letterSpacing: '0.02em', fontVariantNumeric: 'tabular-nums' }}
      >
        {request.ticketNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 460, mx: 'auto', overflowWrap: 'anywhere' }}>
        We've sent a confirmation to {email}. Our team responds within 24 hours; quote your ticket number in any reply.
      </Typography>
      <Button variant="outlined" onClick={onAnother} sx={{ mt: 3 }}>
        Submit Another Request
      </Button>
    </Box>
  );
}
