import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The tinted square an icon sits in on feature, value and resource cards. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={(t) => ({
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: alpha(t.palette.primary.main, 0.1),
      })}
    >
      {children}
    </Box>
  );
}
