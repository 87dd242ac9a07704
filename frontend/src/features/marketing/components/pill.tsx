import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A static label in a rounded outline. MUI's Chip would do, but it brings click, delete and ripple
 * code the landing page's first load does not need.
 */
export function Pill({ children, tone = 'neutral', size = 'medium' }: { children: ReactNode; tone?: 'neutral' | 'primary'; size?: 'small' | 'medium' }) {
  const primary = tone === 'primary';
  return (
    <Box
      component="span"
      sx={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        height: size === 'small' ? 26 : 32,
        px: size === 'small' ? 1.25 : 1.5,
        borderRadius: 99,
        border: `1px solid ${primary ? t.palette.primary.main : t.palette.mode === 'dark' ? 'rgba(231, 234, 246, 0.24)' : 'rgba(16, 24, 40, 0.18)'}`,
        color: primary ? 'primary.main' : 'text.primary',
        bgcolor: primary ? alpha(t.palette.primary.main, 0.06) : 'transparent',
        fontSize: size === 'small' ? '0.8125rem' : '0.875rem',
        fontWeight: primary ? 600 : 500,
        whiteSpace: 'nowrap',
      })}
    >
      {children}
    </Box>
  );
}
