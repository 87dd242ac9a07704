import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FollowUpReason, FollowUpStatus, ReceptionistDto } from '../../../api/generated/types.gen';
import { ReceptionistFilter } from '../../../components/receptionist-filter';
import { FOLLOW_UP_REASONS, hasFollowUpFilters, type FollowUpFilters } from '../follow-up-filters';

const ALL = '';
const STATUS_LABELS: Record<FollowUpStatus, string> = { open: 'Open', done: 'Done' };

interface FollowUpFiltersBarProps {
  filters: FollowUpFilters;
  receptionists: Pick<ReceptionistDto, 'id' | 'name'>[];
  onChange: (change: Partial<FollowUpFilters>) => void;
  onClear: () => void;
}

/** Narrows the follow-ups: by reason, by open or done and, for several receptionists, by receptionist. */
export function FollowUpFiltersBar({ filters, receptionists, onChange, onClear }: FollowUpFiltersBarProps) {
  const several = receptionists.length > 1 || filters.receptionistId !== undefined;
  const width = { xs: '100%', sm: 220 };
  return (
    <Box role="search" aria-label="Filter follow-ups" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
      <TextField
        select
        size="small"
        label="Reason"
        value={filters.reason ?? ALL}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => onChange({ reason: (event.target.value || undefined) as FollowUpReason | undefined })}
        sx={{ width }}
      >
        <MenuItem value={ALL}>All reasons</MenuItem>
        {(Object.keys(FOLLOW_UP_REASONS) as FollowUpReason[]).map((reason) => (
          <MenuItem key={reason} value={reason}>
            {FOLLOW_UP_REASONS[reason].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status ?? ALL}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as FollowUpStatus | undefined })}
        sx={{ width: { xs: '100%', sm: 180 } }}
      >
        <MenuItem value={ALL}>Open and done</MenuItem>
        {(Object.keys(STATUS_LABELS) as FollowUpStatus[]).map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      {several && (
        <ReceptionistFilter
          receptionists={receptionists}
          value={filters.receptionistId}
          onChange={(receptionistId) => onChange({ receptionistId })}
          sx={{ width }}
        />
      )}
      {hasFollowUpFilters(filters) && (
        <Button size="small" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
