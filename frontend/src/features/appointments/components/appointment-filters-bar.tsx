import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { SearchField } from '../../../components/search-field';
import { hasAppointmentFilters, type AppointmentFilters } from '../appointment-filters';

/** The search goes to the address (and the server) once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;
const ALL = '';

interface AppointmentFiltersBarProps {
  filters: AppointmentFilters;
  receptionists: Pick<ReceptionistDto, 'id' | 'name'>[];
  /** `typing`: a refined search, which replaces the address instead of adding a step to the history. */
  onChange: (change: Partial<AppointmentFilters>, options?: { typing: boolean }) => void;
  onClear: () => void;
}

/** Narrows the appointments: search by the caller's name or number and, for several receptionists, by receptionist. */
export function AppointmentFiltersBar({ filters, receptionists, onChange, onClear }: AppointmentFiltersBarProps) {
  const q = filters.q ?? '';
  const [text, setText] = useState(q);
  // Back, forward or "Clear filters" changed the search in the address: the box shows it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => onChange({ q: wanted || undefined }, { typing: q !== '' && wanted !== '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);

  const several = receptionists.length > 1 || filters.receptionistId !== undefined;
  const chosen = filters.receptionistId;
  const unlisted = chosen !== undefined && !receptionists.some((receptionist) => receptionist.id === chosen) ? chosen : undefined;

  return (
    <Box role="search" aria-label="Filter appointments" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
      <SearchField label="Search appointments" placeholder="Caller name or number" value={text} onChange={setText} />
      {several && (
        <TextField
          select
          size="small"
          label="Receptionist"
          value={filters.receptionistId ?? ALL}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(event) => onChange({ receptionistId: event.target.value === ALL ? undefined : Number(event.target.value) })}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value={ALL}>All receptionists</MenuItem>
          {unlisted !== undefined && <MenuItem value={unlisted}>{`Receptionist #${unlisted}`}</MenuItem>}
          {receptionists.map((receptionist) => (
            <MenuItem key={receptionist.id} value={receptionist.id}>
              {receptionist.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasAppointmentFilters(filters) && (
        <Button
          size="small"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          Clear filters
        </Button>
      )}
    </Box>
  );
}
