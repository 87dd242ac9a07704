import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { LIMITS, type SettingsValues } from '../schema';
import { FieldError } from './field-error';
import { RowButtons } from './row-buttons';
import { Section } from './section';

interface CallerListProps {
  name: 'vipCallers' | 'blockedCallers';
  title: string;
  description: string;
  /** 'VIP caller': names each row's fields ('VIP caller 1 number'). */
  noun: string;
  add: string;
}

function CallerList({ name, title, description, noun, add }: CallerListProps) {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((caller, index) => (
          <Stack key={caller.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name={`${name}.${index}.number`}
                size="small"
                label="Phone number"
                placeholder="+14155550123"
                slotProps={{ htmlInput: { 'aria-label': `${noun} ${index + 1} number`, inputMode: 'tel' } }}
              />
              <FormTextField
                control={control}
                name={`${name}.${index}.label`}
                size="small"
                label="Note (optional)"
                slotProps={{ htmlInput: { 'aria-label': `${noun} ${index + 1} note`, maxLength: LIMITS.label } }}
              />
            </Box>
            <Box sx={{ pt: 0.5 }}>
              <RowButtons what={`${noun} ${index + 1}`} index={index} count={fields.length} onRemove={() => remove(index)} />
            </Box>
          </Stack>
        ))}
        <FieldError name={name} />
        {fields.length < LIMITS.knownCallers && (
          <Box>
            <Button variant="outlined" size="small" startIcon={<AddRounded />} onClick={() => append({ number: '', label: '' })}>
              {add}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/** Numbers treated apart: VIPs put through at any hour, blocked numbers never answered. */
export function CallersSection() {
  return (
    <Section id="callers" title="Callers" description="Numbers in E.164 form: + and the country code, then the number, such as +14155550123.">
      <Stack spacing={4}>
        <CallerList
          name="vipCallers"
          title="VIP callers"
          description="Put through at any hour to the first person on the transfer list who takes calls."
          noun="VIP caller"
          add="Add VIP caller"
        />
        <CallerList
          name="blockedCallers"
          title="Blocked callers"
          description="Never answered by your receptionist."
          noun="Blocked caller"
          add="Add blocked number"
        />
      </Stack>
    </Section>
  );
}
