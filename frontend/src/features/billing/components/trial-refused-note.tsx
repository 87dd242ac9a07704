import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export const TRIAL_REFUSED_TEXT = 'No free trial: this card has already had one, so your first payment was charged at once.';

/** Said wherever the subscription shows while it is the one whose trial the card had used before. */
export function TrialRefusedNote({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Alert severity="info" sx={[{ textAlign: 'left' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {TRIAL_REFUSED_TEXT}
    </Alert>
  );
}
