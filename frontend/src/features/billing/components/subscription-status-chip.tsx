import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { SubscriptionStatus } from '../../../api/generated/types.gen';

const STATUS: Record<SubscriptionStatus, { label: string; tone: 'success' | 'info' | 'warning' | 'error' | 'default' }> = {
  trial: { label: 'Trial', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Past due', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'default' },
  pending: { label: 'Pending', tone: 'warning' },
  none: { label: 'No plan', tone: 'default' },
};

export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  return STATUS[status]?.label ?? status;
}

/** A tinted chip whose text keeps 4.5:1 contrast in both themes. */
export function toneChipSx(tone: 'success' | 'info' | 'warning' | 'error' | 'default') {
  return (t: Theme) => {
    if (tone === 'default') return { fontWeight: 650, bgcolor: t.palette.action.selected, color: 'text.primary' };
    const palette = t.palette[tone];
    return {
      fontWeight: 650,
      bgcolor: alpha(palette.main, t.palette.mode === 'dark' ? 0.2 : 0.12),
      color: t.palette.mode === 'dark' ? palette.light : palette.dark,
    };
  };
}

/** Trial / Active / Past due / Cancelled / Pending. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { label, tone } = STATUS[status] ?? { label: status, tone: 'default' as const };
  return <Chip label={label} size="small" sx={toneChipSx(tone)} />;
}
