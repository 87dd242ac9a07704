import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { CallAction, ReceptionistDto } from '../../../api/generated/types.gen';
import { ReceptionistFilter } from '../../../components/receptionist-filter';
import { SearchField } from '../../../components/search-field';
import { useSearchText } from '../../../lib/use-search-text';
import { activeDatePreset, DATE_PRESET_LABELS, DATE_PRESETS, datePresetRange, hasCallFilters, isWholeDay, type CallFilters } from '../call-filters';
import { CALL_OUTCOME_OPTIONS, isCallOutcome, NOT_COUNTED_INFO, OUTCOME_INFO } from '../../../lib/call-outcomes';
import { CALL_ACTION_LABELS, isCallAction } from '../../../components/call-actions';

const ALL = '';
// The "All …" choice shows in the closed select, under a label kept above it.
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface CallFiltersBarProps {
  filters: CallFilters;
  receptionists: Pick<ReceptionistDto, 'id' | 'name'>[];
  /** The usage period's first moment, for "This period"; that choice waits for it. */
  periodStart?: string;
  /** Changes only the filters named; `typing`: a refined search, which replaces the address instead of adding a step to the history. */
  onChange: (change: Partial<CallFilters>, options?: { typing: boolean }) => void;
  onClear: () => void;
}

/**
 * Narrows the log: search by caller number or words of the summary and transcript, receptionist, outcome, what the
 * receptionist did, and a range of days, typed or from a preset.
 */
export function CallFiltersBar({ filters, receptionists, periodStart, onChange, onClear }: CallFiltersBarProps) {
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
      <SearchField label="Search calls" placeholder="Number or words said" value={text} onChange={setText} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }} />
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
      <DatePresets filters={filters} periodStart={periodStart} onChange={onChange} />
      {hasCallFilters(filters) && (
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {filters.notCounted && <Chip size="small" label={NOT_COUNTED_INFO[filters.notCounted].short} onDelete={() => onChange({ notCounted: undefined })} />}
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

/** Today, the last 7 or 30 days, or this usage period: each sets both days (today included); chosen again, it clears them. */
function DatePresets({ filters, periodStart, onChange }: Pick<CallFiltersBarProps, 'filters' | 'periodStart' | 'onChange'>) {
  const today = new Date();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Days"
      value={activeDatePreset(filters, today, periodStart) ?? null}
      onChange={(_event, preset: (typeof DATE_PRESETS)[number] | null) =>
        onChange(preset ? (datePresetRange(preset, today, periodStart) ?? {}) : { from: undefined, to: undefined })
      }
      sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.5, py: 0.5, textTransform: 'none' } }}
    >
      {DATE_PRESETS.map((preset) => (
        <ToggleButton key={preset} value={preset} disabled={preset === 'period' && !periodStart}>
          {DATE_PRESET_LABELS[preset]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
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
