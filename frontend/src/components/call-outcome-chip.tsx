import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { CallOutcome } from '../api/generated/types.gen';
import { OUTCOME_INFO, type OutcomeTone } from '../lib/call-outcomes';

function toneStyle(theme: Theme, tone: OutcomeTone) {
  const dark = theme.palette.mode === 'dark';
  if (tone === 'neutral') return { color: theme.palette.text.secondary, bgcolor: theme.palette.action.selected, borderColor: theme.palette.divider };
  const palette = theme.palette[tone];
  // The darker shade on light paper and the lighter one on dark paper keep the label at AA contrast.
  return { color: dark ? palette.light : palette.dark, bgcolor: alpha(palette.main, dark ? 0.16 : 0.1), borderColor: alpha(palette.main, 0.35) };
}

/** What came of a call, by its readable name and colour; a call still going on (no outcome yet) says so. */
export function OutcomeChip({ outcome, inProgress = false }: { outcome: CallOutcome | null; inProgress?: boolean }) {
  const label = outcome ? OUTCOME_INFO[outcome].label : inProgress ? 'In progress' : 'No outcome';
  const tone = outcome ? OUTCOME_INFO[outcome].tone : 'neutral';
  return <Chip label={label} size="small" sx={(theme) => ({ fontWeight: 650, border: 1, ...toneStyle(theme, tone) })} />;
}

/** A call placed by our team to check a receptionist, not by a real caller; the customer's calls and the back office mark it alike. */
export function TestCallChip() {
  return <Chip label="Test" size="small" variant="outlined" sx={(theme) => ({ fontWeight: 650, ...toneStyle(theme, 'info'), bgcolor: 'transparent' })} />;
}
