import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext, type FieldPath } from 'react-hook-form';
import { clockOptions, formatClock } from '../describe';
import { LIMITS, type SettingsValues, type Weekday } from '../schema';
import { FieldError, useErrorAt } from './field-error';

export type RangesPath = `hours.weekly.${Weekday}` | `hours.overrides.${number}.ranges`;

/** A new range: the common working day, or from where the last one ends. */
export function nextRange(last?: { end: string }): { start: string; end: string } {
  if (!last || last.end >= '23:00') return { start: '09:00', end: '17:00' };
  const hour = Number(last.end.slice(0, 2));
  return { start: last.end, end: `${String(Math.min(hour + 2, 24)).padStart(2, '0')}:${last.end.slice(3)}`.replace(/^24:\d\d$/, '24:00') };
}

function ClockSelect({ name, kind, label }: { name: FieldPath<SettingsValues>; kind: 'start' | 'end'; label: string }) {
  const { control } = useFormContext<SettingsValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={value}
          inputRef={ref}
          select
          size="small"
          label={kind === 'start' ? 'From' : 'To'}
          error={Boolean(fieldState.error)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
          sx={{ width: { xs: 'calc(50% - 28px)', sm: 140 } }}
        >
          {clockOptions(kind, String(value)).map((time) => (
            <option key={time} value={time}>
              {time === '24:00' ? '12:00 AM (midnight)' : formatClock(time)}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** One range's own message: its start or end, or the range as a whole ('Monday's first and second ranges overlap'). */
function RangeError({ name }: { name: `${RangesPath}.${number}` }) {
  const whole = useErrorAt(name);
  const start = useErrorAt(`${name}.start`);
  const end = useErrorAt(`${name}.end`);
  const message = start ?? end ?? whole;
  if (!message) return null;
  return (
    <Box component="p" role="alert" sx={{ m: 0, mt: 0.5, typography: 'caption', color: 'error.main' }}>
      {message}
    </Box>
  );
}

interface RangesEditorProps {
  name: RangesPath;
  /** 'Monday' or 'Special date 1': names each select ('Monday from', 'Monday to (range 2)') and the Closed box ('Monday closed'). */
  label: string;
  /** What 'Closed' means here, in place of the ranges on wider screens (on phones the ticked box says it). */
  closedText?: string;
  /** The day's name, beside the Closed box on phones and before the ranges on wider screens. */
  title?: ReactNode;
}

/** The opening ranges of a day or of special dates: each from–to, removable, up to six, and a Closed box that empties them. */
export function RangesEditor({ name, label, closedText = 'Closed', title }: RangesEditorProps) {
  const { control, getValues } = useFormContext<SettingsValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name });
  const suffix = (index: number) => (index === 0 ? '' : ` (range ${index + 1})`);
  const closed = fields.length === 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: title ? '110px minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto' },
        alignItems: 'start',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {title && <Box sx={{ gridRow: 1, gridColumn: 1, pt: 1, fontWeight: 600 }}>{title}</Box>}
      <Stack spacing={1} sx={{ minWidth: 0, gridRow: { xs: 2, sm: 1 }, gridColumn: { xs: '1 / -1', sm: title ? 2 : 1 } }}>
        {closed && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1, display: { xs: 'none', sm: 'block' } }}>
            {closedText}
          </Typography>
        )}
        {fields.map((range, index) => (
          <Box key={range.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ClockSelect name={`${name}.${index}.start`} kind="start" label={`${label} from${suffix(index)}`} />
              <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                –
              </Box>
              <ClockSelect name={`${name}.${index}.end`} kind="end" label={`${label} to${suffix(index)}`} />
              <Tooltip title="Remove these hours">
                <IconButton size="small" aria-label={`Remove ${label} hours${suffix(index)}`} onClick={() => remove(index)} sx={{ color: 'text.secondary' }}>
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <RangeError name={`${name}.${index}`} />
          </Box>
        ))}
        <FieldError name={name} />
        {!closed && fields.length < LIMITS.rangesADay && (
          <Box>
            <Button
              size="small"
              startIcon={<AddRounded />}
              onClick={() => append(nextRange(getValues(`${name}.${fields.length - 1}`)))}
              aria-label={`Add hours to ${label}`}
            >
              Add hours
            </Button>
          </Box>
        )}
      </Stack>
      <FormControlLabel
        sx={{
          gridRow: 1,
          gridColumn: { xs: title ? 2 : 1, sm: title ? 3 : 2 },
          justifySelf: title ? 'end' : { xs: 'start', sm: 'end' },
          mr: 0,
          ml: title ? 0 : { xs: -1, sm: 0 },
        }}
        control={
          <Checkbox
            size="small"
            checked={closed}
            onChange={(event) => replace(event.target.checked ? [] : [nextRange()])}
            slotProps={{ input: { 'aria-label': `${label} closed` } }}
          />
        }
        label="Closed"
      />
    </Box>
  );
}
