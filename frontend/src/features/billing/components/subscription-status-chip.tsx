import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { SubscriptionStatus } from '../../../api/generated/types.gen';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../lib/subscription-status';

const TONE: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  trial: 'info',
  active: 'success',
  past_due: 'error',
  cancelled: 'default',
  pending: 'warning',
  none: 'default',
};

export function subscriptionStatusLabel(status: SubscriptionStatus): string {
  return SUBSCRIPTION_STATUS_LABELS[status] ?? status;
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
  const label = subscriptionStatusLabel(status);
  const tone = TONE[status] ?? 'default';
  return <Chip label={label} size="small" sx={toneChipSx(tone)} />;
}
