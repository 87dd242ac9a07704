import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReceptionistDto } from '../../../api/generated/types.gen';
import { ReceptionistFilter } from '../../../components/receptionist-filter';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';
import { hasAppointmentFilters, type AppointmentFilters } from '../appointment-filters';

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
  const [text, setText] = useSearchText(q, onChange);

  const several = receptionists.length > 1 || filters.receptionistId !== undefined;

  return (
    <Box role="search" aria-label="Filter appointments" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
      <SearchField label="Search appointments" placeholder="Caller name or number" value={text} onChange={setText} />
      {several && (
        <ReceptionistFilter
          receptionists={receptionists}
          value={filters.receptionistId}
          onChange={(receptionistId) => onChange({ receptionistId })}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
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
