import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { ConfirmationBadge } from '../../../components/confirmation-badge';

/** Shown in place of the form after a message is sent (form, sent panel, form: docs/product.md#screens-that-move-through-states). */
export function MessageSent({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the focus was in is gone; start screen readers and keyboards at the confirmation.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <ConfirmationBadge sx={(t) => ({ mb: 3, color: 'success.main', bgcolor: alpha(t.palette.success.main, 0.12) })}>
        <MarkEmailReadRounded fontSize="large" />
      </ConfirmationBadge>
      <Typography ref={headingRef} tabIndex={-1} variant="h4" component="h2" sx={{ outline: 'none' }}>
        Message Sent!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 420, mx: 'auto' }}>
        Thank you for reaching out. We'll get back to you as soon as possible.
      </Typography>
      <Button variant="contained" size="large" onClick={onSendAnother} sx={{ mt: 4 }}>
        Send Another Message
      </Button>
    </Box>
  );
}
