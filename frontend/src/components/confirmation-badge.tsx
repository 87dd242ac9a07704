import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface ConfirmationBadgeProps {
  /** The icon, at fontSize="large". */
  children: ReactNode;
  /** The badge's colours and spacing, which each confirmation sets. */
  sx: SxProps<Theme>;
}

/** The round tinted icon above a confirmation's heading (hidden from screen readers: the heading says it). */
export function ConfirmationBadge({ children, sx }: ConfirmationBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={[{ width: 64, height: 64, mx: 'auto', borderRadius: '50%', display: 'grid', placeItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
