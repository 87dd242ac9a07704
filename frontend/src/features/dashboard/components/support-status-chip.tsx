import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { SupportStatus } from '../../../api/generated/types.gen';

type Tone = 'info' | 'warning' | 'success' | 'neutral';

/** The back office's colours (docs/product.md#support-request-statuses): open blue, in progress amber, resolved green, closed grey. */
export const SUPPORT_STATUS_INFO: Record<SupportStatus, { label: string; tone: Tone; icon: ReactElement }> = {
  open: { label: 'Open', tone: 'info', icon: <ErrorOutlineRounded /> },
  'in-progress': { label: 'In Progress', tone: 'warning', icon: <AccessTimeRounded /> },
  resolved: { label: 'Resolved', tone: 'success', icon: <CheckCircleOutlineRounded /> },
  closed: { label: 'Closed', tone: 'neutral', icon: <HighlightOffRounded /> },
};

/** Tinted by its tone; the text keeps 4.5:1 contrast in both themes. */
function toneSx(tone: Tone) {
  return (theme: Theme) => {
    if (tone === 'neutral') {
      return { fontWeight: 650, color: 'text.secondary', bgcolor: theme.palette.action.selected, '& .MuiChip-icon': { color: 'text.secondary' } };
    }
    const dark = theme.palette.mode === 'dark';
    const palette = theme.palette[tone];
    const text = dark ? palette.light : palette.dark;
    return { fontWeight: 650, color: text, bgcolor: alpha(palette.main, dark ? 0.2 : 0.12), '& .MuiChip-icon': { color: text } };
  };
}

export function SupportStatusChip({ status }: { status: SupportStatus }) {
  const info = SUPPORT_STATUS_INFO[status] ?? { label: status, tone: 'neutral' as const, icon: undefined };
  return <Chip label={info.label} icon={info.icon} size="small" sx={toneSx(info.tone)} />;
}
