import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { ReceptionistStatus } from '../../../api/generated/types.gen';
import { STATUS_INFO } from '../statuses';

/** The status by its spec name, tinted by its colour; the text keeps AA contrast in both themes. */
export function StatusChip({ status }: { status: ReceptionistStatus }) {
  const { label, color } = STATUS_INFO[status];
  return (
    <Chip
      label={label}
      size="small"
      sx={(t) => {
        const tone = color === 'default' || !color ? null : t.palette[color];
        const dark = t.palette.mode === 'dark';
        return {
          fontWeight: 650,
          color: tone ? (dark ? tone.light : tone.dark) : 'text.secondary',
          bgcolor: tone ? alpha(tone.main, dark ? 0.16 : 0.1) : 'action.selected',
          border: 1,
          borderColor: tone ? alpha(tone.main, 0.35) : 'divider',
        };
      }}
    />
  );
}
