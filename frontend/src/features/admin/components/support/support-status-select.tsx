import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { SupportStatus } from '../../../../api/generated/types.gen';
import { SUPPORT_STATUSES, SUPPORT_STATUS_INFO } from '../../labels';

interface SupportStatusSelectProps {
  /** 'Status of TKT-10001'. */
  label: string;
  value: SupportStatus;
  disabled?: boolean;
  onChange: (status: SupportStatus) => void;
}

/** Moves a ticket to any status from any other (docs/product.md#support-request-statuses). */
export function SupportStatusSelect({ label, value, disabled, onChange }: SupportStatusSelectProps) {
  return (
    <Select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value as SupportStatus;
        if (next !== value) onChange(next);
      }}
      inputProps={{ 'aria-label': label }}
      sx={{ minWidth: 150 }}
    >
      {SUPPORT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {SUPPORT_STATUS_INFO[status].label}
        </MenuItem>
      ))}
    </Select>
  );
}
