import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The green 'Save …' label of the pricing toggle and the plan cards. `onSelected` when it sits on a selected,
 * primary-coloured button: it then takes the button's text colour on a light wash.
 */
export function SavingsPill({ children, onSelected = false, size = 'medium' }: { children: ReactNode; onSelected?: boolean; size?: 'small' | 'medium' }) {
  const small = size === 'small';
  return (
    <Box
      component="span"
      sx={(t) => ({
        ml: small ? 1 : 0,
        px: small ? 0.875 : 1,
        py: 0.125,
        borderRadius: 99,
        fontSize: small ? 12 : 13,
        fontWeight: 700,
        lineHeight: small ? 1.6 : undefined,
        color: onSelected ? 'inherit' : t.palette.mode === 'dark' ? 'success.main' : '#05603a',
        bgcolor: onSelected ? alpha('#fff', 0.2) : alpha(t.palette.success.main, 0.14),
      })}
    >
      {children}
    </Box>
  );
}
