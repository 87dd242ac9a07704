import AddRounded from '@mui/icons-material/AddRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { DAY_NAMES, todayIn } from '../describe';
import { LIMITS, WEEKDAYS, type SettingsValues } from '../schema';
import { TimeZoneField } from '../../../components/form/time-zone-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FieldError } from './field-error';
import { RangesEditor } from './ranges-editor';
import { ListEntry } from './row-buttons';
import { Section } from './section';

const WORKDAYS = ['tuesday', 'wednesday', 'thursday', 'friday'] as const;

function BusinessTimeZoneField({ note }: { note?: string }) {
  const { control } = useFormContext<SettingsValues>();
  return <TimeZoneField control={control} name="hours.timeZone" helperText={note ?? 'Every time below is a time on the clock there.'} />;
}

function Overrides() {
  const { control, getValues, setValue } = useFormContext<SettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'hours.overrides' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None yet. Add the days you close or keep other hours, such as public holidays.
        </Typography>
      )}
      {fields.map((override, index) => {
        const label = `Special date ${index + 1}`;
        return (
          <ListEntry key={override.id} title={label} heading="h4" what={label.toLowerCase()} index={index} count={fields.length} onRemove={() => remove(index)}>
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 180px 1fr' },
                '& > :last-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
              }}
            >
              <Controller
                control={control}
                name={`hours.overrides.${index}.from`}
                render={({ field: { ref, onChange, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    onChange={(event) => {
                      // A single day unless set apart: the last day follows the first while they are equal or out of order.
                      const { from, to } = getValues(`hours.overrides.${index}`);
                      const value = event.target.value;
                      onChange(value);
                      if (value && (to === from || to < value)) setValue(`hours.overrides.${index}.to`, value, { shouldDirty: true });
                    }}
                    type="date"
                    size="small"
                    label="First day"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} first day` } }}
                  />
                )}
              />
              <FormTextField
                control={control}
                name={`hours.overrides.${index}.to`}
                type="date"
                size="small"
                label="Last day"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} last day` } }}
              />
              <FormTextField
                control={control}
                name={`hours.overrides.${index}.label`}
                size="small"
                label="Name (optional)"
                placeholder="Christmas"
                slotProps={{ htmlInput: { 'aria-label': `${label} name`, maxLength: LIMITS.label } }}
              />
            </Box>
            <Box sx={{ mt: 1.5 }}>
              <RangesEditor name={`hours.overrides.${index}.ranges`} label={label} closedText="Closed all day" />
            </Box>
            <FieldError name={`hours.overrides.${index}`} />
          </ListEntry>
        );
      })}
      <FieldError name="hours.overrides" />
      {fields.length < LIMITS.overrides && (
        <Box>
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddRounded />}
            onClick={() => {
              const today = todayIn(getValues('hours.timeZone'));
              append({ from: today, to: today, ranges: [], label: '' });
            }}
          >
            Add a holiday or special date
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** Opening hours: the zone, each weekday's ranges (or closed) and the dates with their own hours. */
export function HoursSection({ timeZoneNote }: { timeZoneNote?: string }) {
  const { getValues, setValue } = useFormContext<SettingsValues>();
  const copyMonday = () => {
    const monday = getValues('hours.weekly.monday');
    for (const day of WORKDAYS) setValue(`hours.weekly.${day}`, structuredClone(monday), { shouldDirty: true, shouldValidate: false });
  };
  return (
    <Section
      id="hours"
      title="Opening hours"
      description="When your business is open. Your receptionist tells callers whether you are open and when you open next, and follows the after-hours choice below outside these times."
    >
      <BusinessTimeZoneField note={timeZoneNote} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 3, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Weekly hours
        </Typography>
        <Button size="small" startIcon={<ContentCopyRounded />} onClick={copyMonday}>
          Copy Monday to weekdays
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {WEEKDAYS.map((day, index) => (
          <Box component="li" key={day} sx={{ py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}>
            <RangesEditor name={`hours.weekly.${day}`} label={DAY_NAMES[day]} title={DAY_NAMES[day]} />
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Holidays and special dates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        On these dates the hours here replace the weekday’s.
      </Typography>
      <Overrides />
    </Section>
  );
}
