import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface IconTileProps {
  children: ReactNode;
  /** Grey instead of brand colour, for something switched off (e.g. a receptionist that is not Live). */
  muted?: boolean;
}

/** The tinted square an icon sits in on feature, value, resource, dashboard and receptionist cards. */
export function IconTile({ children, muted = false }: IconTileProps) {
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
        color: muted ? 'text.disabled' : 'primary.main',
        // A 10% tint barely shows on dark paper.
        bgcolor: muted ? 'action.hover' : alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.1),
      })}
    >
      {children}
    </Box>
  );
}
