import { alpha, type Theme } from '@mui/material/styles';
import type { OutcomeTone } from '../lib/call-outcomes';

/** A chip's or badge's colours in a tone, light or dark: the darker shade on light paper and the lighter one on dark keep the label at AA contrast. */
export function toneStyle(theme: Theme, tone: OutcomeTone) {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { color: theme.palette.text.secondary, bgcolor: theme.palette.action.selected, borderColor: theme.palette.divider };
  const palette = theme.palette[tone];
  return { color: dark ? palette.light : palette.dark, bgcolor: alpha(palette.main, dark ? 0.16 : 0.1), borderColor: alpha(palette.main, 0.35) };
}
