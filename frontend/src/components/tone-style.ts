import { alpha, type Theme } from '@mui/material/styles';
import type { OutcomeTone } from '../lib/call-outcomes';

/** Text in a tone, light or dark: the darker shade on light paper and the lighter one on dark keep it at AA contrast (MUI's main shade of green or orange on white does not). */
export function toneText(theme: Theme, tone: Exclude<OutcomeTone, 'neutral'>): string {
  const palette = theme.palette[tone];
  return theme.palette.mode === 'dark' ? palette.light : palette.dark;
}

/** A chip's or badge's colours in a tone, light or dark, its label in the tone's text shade. */
export function toneStyle(theme: Theme, tone: OutcomeTone) {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { color: theme.palette.text.secondary, bgcolor: theme.palette.action.selected, borderColor: theme.palette.divider };
  const palette = theme.palette[tone];
  return { color: toneText(theme, tone), bgcolor: alpha(palette.main, dark ? 0.16 : 0.1), borderColor: alpha(palette.main, 0.35) };
}
