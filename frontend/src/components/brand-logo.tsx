import HeadsetMicRounded from '@mui/icons-material/HeadsetMicRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '../lib/use-page-title';

/** Logo mark and wordmark, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${SITE_NAME} home`}
      sx={{ display: 'inline-flex', flexShrink: 0, whiteSpace: 'nowrap', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          borderRadius: '10px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.contrastText',
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}, ${t.palette.secondary.main})`,
        }}
      >
        <HeadsetMicRounded sx={{ fontSize: 20 }} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '-0.02em' }}>
        {SITE_NAME}
      </Typography>
    </Box>
  );
}
