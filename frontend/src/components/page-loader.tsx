import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface PageLoaderProps {
  label?: string;
  /** 0 under a page's own header, where the rest of the page is what loads. */
  minHeight?: number | string;
}

/** Centred spinner for a page (or the session, or a part of a page) that is still loading. */
export function PageLoader({ label = 'Loading', minHeight = '50vh' }: PageLoaderProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight, width: '100%', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
