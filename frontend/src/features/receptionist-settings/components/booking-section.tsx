import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type Ref } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LIMITS, type SettingsValues } from '../schema';
import { FieldError } from './field-error';
import { NumberField } from './number-field';
import { AddRow, RowButtons } from './row-buttons';
import { Section } from './section';

/** The units the least notice is written in; it is kept in minutes. */
const NOTICE_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
type NoticeUnit = keyof typeof NOTICE_UNITS;

/** The largest unit the notice is a whole number of: 120 minutes reads as 2 hours, 2880 as 2 days. */
export function noticeUnitOf(minutes: number): NoticeUnit {
  if (!Number.isInteger(minutes) || minutes === 0) return 'hours';
  if (minutes % NOTICE_UNITS.days === 0) return 'days';
  if (minutes % NOTICE_UNITS.hours === 0) return 'hours';
  return 'minutes';
}

/** Whether the receptionist books appointments during calls, the kinds it books and the rules it books them by. */
export function BookingSection() {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'booking.types' });
  const enabled = useWatch({ control, name: 'booking.enabled' });
  const full = fields.length >= LIMITS.appointmentTypes;
  return (
    <Section
      id="booking"
      title="Appointments"
      description="Your receptionist books, moves and cancels appointments during calls, within your opening hours and the rules below. They show on your Appointments page."
    >
      <Stack spacing={3}>
        <Controller
          control={control}
          name="booking.enabled"
          render={({ field: { ref, value, onChange, onBlur } }) => (
            <FormControlLabel
              control={<Switch slotProps={{ input: { ref } }} checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
              label="Book appointments during calls"
            />
          )}
        />
        {!enabled && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
            Off: callers who want an appointment leave a message instead.
          </Typography>
        )}

        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
            Kinds of appointment
          </Typography>
          <Stack spacing={1.5}>
            {fields.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No kinds yet: add one the receptionist can book.
              </Typography>
            )}
            {fields.map((kind, index) => (
              <Box
                key={kind.id}
                sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr) 96px auto', sm: 'minmax(0, 1fr) 160px auto' } }}
              >
                <FormTextField
                  control={control}
                  name={`booking.types.${index}.name`}
                  size="small"
                  label="Name"
                  placeholder="Cleaning"
                  slotProps={{ htmlInput: { 'aria-label': `Kind ${index + 1} name`, maxLength: LIMITS.name } }}
                />
                <Box>
                  <NumberField
                    name={`booking.types.${index}.minutes`}
                    size="small"
                    label="Minutes"
                    min={LIMITS.appointmentMinutes.min}
                    max={LIMITS.appointmentMinutes.max}
                    slotProps={{ htmlInput: { 'aria-label': `Kind ${index + 1} minutes` } }}
                  />
                </Box>
                <Box sx={{ pt: 0.5 }}>
                  <RowButtons what={`kind ${index + 1}`} index={index} count={fields.length} onRemove={() => remove(index)} />
                </Box>
              </Box>
            ))}
            <FieldError name="booking.types" />
            <AddRow
              label="Add kind"
              full={full}
              fullText={`That is ${LIMITS.appointmentTypes} kinds, the most a receptionist books.`}
              onAdd={() => append({ name: '', minutes: 30 })}
            />
          </Stack>
        </Box>

        <Divider />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <NumberField
            name="booking.bufferMinutes"
            size="small"
            label="Minutes kept free after each"
            min={0}
            max={LIMITS.bufferMinutes}
            helperText="Time to tidy up before the next one."
          />
          <NumberField
            name="booking.maxDaysAhead"
            size="small"
            label="Days ahead callers can book"
            min={1}
            max={LIMITS.maxDaysAhead}
            helperText="How far ahead the receptionist offers times."
          />
          <NoticeField />
        </Box>
      </Stack>
    </Section>
  );
}

/** The least notice: an amount in the unit the owner chooses, kept as minutes. */
function NoticeField() {
  const { control } = useFormContext<SettingsValues>();
  return (
    <Controller
      control={control}
      name="booking.minNoticeMinutes"
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <NoticeInputs minutes={value} error={fieldState.error?.message} inputRef={ref} onChange={onChange} onBlur={onBlur} />
      )}
    />
  );
}

interface NoticeInputsProps {
  minutes: number;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: (minutes: number) => void;
  onBlur: () => void;
}

function NoticeInputs({ minutes, error, inputRef, onChange, onBlur }: NoticeInputsProps) {
  const [unit, setUnit] = useState<NoticeUnit>(() => noticeUnitOf(minutes));
  // What is typed, as typed: '1.5' hours stays '1.5', not a rounded number of minutes.
  const [amount, setAmount] = useState(() => (Number.isNaN(minutes) ? '' : String(minutes / NOTICE_UNITS[unit])));
  const toMinutes = (text: string, inUnit: NoticeUnit) => (text === '' ? Number.NaN : Math.round(Number(text) * NOTICE_UNITS[inUnit] * 1e6) / 1e6);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) 120px', alignItems: 'start' }}>
      <TextField
        size="small"
        type="number"
        label="Least notice"
        value={amount}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={(event) => {
          setAmount(event.target.value);
          onChange(toMinutes(event.target.value, unit));
        }}
        error={Boolean(error)}
        helperText={error ?? 'How soon before it starts a caller can book.'}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
      />
      <TextField
        select
        size="small"
        label="Unit"
        value={unit}
        onChange={(event) => {
          const next = event.target.value as NoticeUnit;
          setUnit(next);
          onChange(toMinutes(amount, next));
        }}
      >
        {Object.keys(NOTICE_UNITS).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
