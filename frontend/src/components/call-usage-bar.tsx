import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import type { CallUsageDto } from '../api/generated/types.gen';
import { callsUsedText, usageBarValue, usageLevel } from '../lib/call-usage';

/**
 * This period's counted calls against the allowance as a bar: the warning colour from 80%, full above the allowance.
 * Nothing for an unlimited plan or no plan, where there is no limit to fill.
 */
export function CallUsageBar({ usage }: { usage: Pick<CallUsageDto, 'callsCounted' | 'allowance'> }) {
  const value = usageBarValue(usage);
  if (value === undefined) return null;
  const level = usageLevel(usage);
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      color={level === 'under' ? 'primary' : 'warning'}
      aria-label="Calls used this period"
      aria-valuetext={callsUsedText(usage)}
      sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
    />
  );
}

/** Text about usage at 80% or more, in the warning colour's shade that keeps AA contrast on light and dark paper. */
export const usageWarningSx = (theme: Theme) => ({ color: theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark'], fontWeight: 600 });
