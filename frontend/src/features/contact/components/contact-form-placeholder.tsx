import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden';

const FIELD_HEIGHT = 56; // an outlined MUI text field or select
const MESSAGE_HEIGHT = 148; // the message box, five rows
const HELPER_HEIGHT = 23; // one line of helper text under a field
const BUTTON_HEIGHT = 50; // a large button
const HALF = { xs: 12, sm: 6 }; // a field beside another from the small breakpoint up

/** The form's one-line fields in order: first and last name, email and phone, company name, company size and interest. */
const FIELD_WIDTHS = [HALF, HALF, HALF, HALF, 12, HALF, HALF];

function Field({ height = FIELD_HEIGHT }: { height?: number }) {
  return <Skeleton variant="rounded" height={height} />;
}

/**
 * Stands in for ContactForm while its code (react-hook-form, zod, MUI inputs) loads: the same grid with the
 * same heights at every width, so nothing below moves when the form appears. The consent line is real text,
 * so it wraps exactly as the form's does.
 */
export function ContactFormPlaceholder() {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        Loading the form
      </Box>
      <Grid container spacing={2.5} aria-hidden>
        {FIELD_WIDTHS.map((size, index) => (
          <Grid key={index} size={size}>
            <Field />
          </Grid>
        ))}
        <Grid size={12}>
          <Field height={MESSAGE_HEIGHT} />
          <Box sx={{ height: HELPER_HEIGHT }} />
        </Grid>
        <Grid size={12}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
            {/* Where the checkbox sits: MUI's 24 px icon (an 18 px square) in 9 px of padding, pulled 11 px left. */}
            <Box sx={{ ml: '-11px', p: '12px', flexShrink: 0 }}>
              <Skeleton variant="rounded" width={18} height={18} sx={{ borderRadius: '3px' }} />
            </Box>
            <Typography sx={{ pt: 1.1, color: 'text.secondary' }}>I agree to the terms and conditions and the privacy policy</Typography>
          </Box>
        </Grid>
        <Grid size={12}>
          <Field height={BUTTON_HEIGHT} />
        </Grid>
      </Grid>
    </Box>
  );
}
