import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { OutcomeTone } from '../lib/call-outcomes';
import { toneStyle } from './tone-style';

/**
 * A small outlined chip in a tone, its label and icon in the tone's AA shade (tone-style.ts): MUI's own `color` draws the
 * label in the tone's main colour, which on white is below AA for warning and success.
 */
export function ToneChip({ tone, label, icon }: { tone: OutcomeTone; label: string; icon?: ReactElement }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={label}
      sx={(theme) => ({ fontWeight: 600, ...toneStyle(theme, tone), bgcolor: 'transparent', '& .MuiChip-icon': { color: 'inherit' } })}
    />
  );
}
