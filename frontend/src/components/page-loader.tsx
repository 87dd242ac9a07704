import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner for a page (or the session) that is still loading. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
