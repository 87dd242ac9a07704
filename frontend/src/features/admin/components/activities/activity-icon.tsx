import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SubscriptionAction } from '../../../../api/generated/types.gen';
import { ACTIVITY_INFO } from '../../labels';

const ICONS = {
  upgrade: TrendingUpRounded,
  downgrade: TrendingDownRounded,
  cancellation: CancelOutlined,
  new: AddCircleOutlineRounded,
} as const;

/** A tile per action; decorative, since the action's badge says the same in words. */
export function ActivityIcon({ action }: { action: SubscriptionAction }) {
  const Icon = ICONS[action] ?? AddCircleOutlineRounded;
  const tone = ACTIVITY_INFO[action]?.tone ?? 'info';
  return (
    <Box
      aria-hidden
      sx={(theme) => {
        const palette = tone === 'neutral' ? theme.palette.grey : theme.palette[tone];
        const main = 'main' in palette ? palette.main : theme.palette.text.secondary;
        return {
          width: 32,
          height: 32,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: main,
          bgcolor: alpha(main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        };
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
