import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReceptionistDto } from '../api/generated/types.gen';

const ALL = '';

interface ReceptionistFilterProps {
  receptionists: Pick<ReceptionistDto, 'id' | 'name'>[];
  /** The receptionist filtered by; undefined: all. */
  value: number | undefined;
  onChange: (receptionistId: number | undefined) => void;
  sx?: SxProps<Theme>;
}

/** A filter bar's "Receptionist" select, "All receptionists" first (shown in the closed select under its label). */
export function ReceptionistFilter({ receptionists, value, onChange, sx }: ReceptionistFilterProps) {
  // The list still loading, or a receptionist deleted since the link was shared: the select still says what it filters by.
  const unlisted = value !== undefined && !receptionists.some((receptionist) => receptionist.id === value) ? value : undefined;
  return (
    <TextField
      select
      size="small"
      label="Receptionist"
      value={value ?? ALL}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      sx={sx}
    >
      <MenuItem value={ALL}>All receptionists</MenuItem>
      {unlisted !== undefined && <MenuItem value={unlisted}>{`Receptionist #${unlisted}`}</MenuItem>}
      {receptionists.map((receptionist) => (
        <MenuItem key={receptionist.id} value={receptionist.id}>
          {receptionist.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
