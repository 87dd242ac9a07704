import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CallAction, ReceptionistDto } from '../../../api/generated/types.gen';
import { ReceptionistFilter } from '../../../components/receptionist-filter';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';
import { hasCallFilters, isWholeDay, type CallFilters } from '../call-filters';
import { CALL_OUTCOME_OPTIONS, isCallOutcome, OUTCOME_INFO } from '../../../lib/call-outcomes';
import { CALL_ACTION_LABELS, isCallAction } from '../../../components/call-actions';

const ALL = '';
// The "All …" choice shows in the closed select, under a label kept above it.
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface CallFiltersBarProps {
  filters: CallFilters;
  receptionists: Pick<ReceptionistDto, 'id' | 'name'>[];
  /** Changes only the filters named; `typing`: a refined search, which replaces the address instead of adding a step to the history. */
  onChange: (change: Partial<CallFilters>, options?: { typing: boolean }) => void;
  onClear: () => void;
}

/** Narrows the log: search by caller number or summary words, receptionist, outcome, what the receptionist did and a range of days. */
export function CallFiltersBar({ filters, receptionists, onChange, onClear }: CallFiltersBarProps) {
  const q = filters.q ?? '';
  const [text, setText] = useSearchText(q, onChange);
  // Bumped by "Clear filters": the day fields start afresh, dropping a day still being typed.
  const [clears, setClears] = useState(0);

  return (
    <Box
      role="search"
      aria-label="Filter calls"
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(220px, 2fr) repeat(5, minmax(130px, 1fr))' },
      }}
    >
      <SearchField
        label="Search calls"
        placeholder="Caller number or words in the summary"
        value={text}
        onChange={setText}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <ReceptionistFilter receptionists={receptionists} value={filters.receptionistId} onChange={(receptionistId) => onChange({ receptionistId })} />
      <TextField
        select
        size="small"
        label="Outcome"
        value={filters.outcome ?? ALL}
        slotProps={showAll}
        onChange={(event) => onChange({ outcome: isCallOutcome(event.target.value) ? event.target.value : undefined })}
      >
        <MenuItem value={ALL}>All outcomes</MenuItem>
        {CALL_OUTCOME_OPTIONS.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {OUTCOME_INFO[outcome].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Action"
        value={filters.action ?? ALL}
        slotProps={showAll}
        onChange={(event) => onChange({ action: isCallAction(event.target.value) ? event.target.value : undefined })}
      >
        <MenuItem value={ALL}>All actions</MenuItem>
        {(Object.keys(CALL_ACTION_LABELS) as CallAction[]).map((action) => (
          <MenuItem key={action} value={action}>
            {CALL_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </TextField>
      <DayField key={`from-${clears}`} label="From" value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
      <DayField key={`to-${clears}`} label="To" value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
      {hasCallFilters(filters) && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button
            size="small"
            onClick={() => {
              setText(''); // a search still being typed goes too
              setClears((count) => count + 1);
              onClear();
            }}
          >
            Clear filters
          </Button>
        </Box>
      )}
    </Box>
  );
}

interface DayFieldProps {
  label: string;
  value?: string;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}

/** A calendar day, by the browser's own date picker; handed on only once it is a whole day (or emptied). */
function DayField({ label, value = '', min, max, onChange }: DayFieldProps) {
  // While a year is typed digit by digit the field holds '0002-11-26', '0020-11-26'…: kept here, not sent.
  const [draft, setDraft] = useState(value);
  // Back or forward moved the day in the address: the field shows it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      onChange={(event) => {
        const day = event.target.value;
        setDraft(day);
        if (day === '' || isWholeDay(day)) onChange(day || undefined);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}
