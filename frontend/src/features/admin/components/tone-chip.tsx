import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { Tone } from '../labels';

interface ToneChipProps extends Pick<ChipProps, 'size' | 'sx'> {
  label: string;
  tone: Tone;
  /** Just a border, for states still waiting on something (a pending subscription). */
  outlined?: boolean;
  icon?: ReactElement;
}

/** A chip tinted by its tone; its text keeps 4.5:1 contrast in both themes. */
export function ToneChip({ label, tone, outlined = false, icon, size = 'small', sx }: ToneChipProps) {
  return (
    <Chip
      label={label}
      size={size}
      icon={icon}
      variant={outlined ? 'outlined' : 'filled'}
      sx={[(theme: Theme) => toneSx(theme, tone, outlined), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

function toneSx(theme: Theme, tone: Tone, outlined: boolean) {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') {
    return {
      fontWeight: 650,
      color: 'text.secondary',
      bgcolor: outlined ? 'transparent' : theme.palette.action.selected,
      borderColor: outlined ? theme.palette.text.secondary : undefined,
      '& .MuiChip-icon': { color: 'text.secondary' },
    };
  }
  const palette = theme.palette[tone];
  const text = dark ? palette.light : palette.dark;
  return {
    fontWeight: 650,
    color: text,
    bgcolor: outlined ? 'transparent' : alpha(palette.main, dark ? 0.2 : 0.12),
    borderColor: outlined ? text : undefined,
    '& .MuiChip-icon': { color: text },
  };
}
