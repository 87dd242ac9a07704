import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SettingsAllowanceDto } from '../../../api/generated/types.gen';
import { FormTextField } from '../../../components/form/form-text-field';
import { FALLBACK_LABELS, WHEN_LABELS } from '../describe';
import { LIMITS, type SettingsValues } from '../schema';
import { ChoiceField } from './choice-field';
import { FieldError } from './field-error';
import { AddWithinPlan, ListEntry, PlanCounter } from './row-buttons';
import { Section } from './section';

/** The people a caller may be put through to, in order, and what happens when the one called does not answer. */
export function TransfersSection({ allowance }: { allowance: SettingsAllowanceDto }) {
  const { control } = useFormContext<SettingsValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'transfers' });
  const full = fields.length >= allowance.transferPeople;
  return (
    <Section
      id="transfers"
      title="Transfers"
      description="People your receptionist may put callers through to, and when. VIP callers go to the first person on the list who takes calls."
      aside={
        <PlanCounter
          count={fields.length}
          allowed={allowance.transferPeople}
          planName={allowance.planName}
          noun={allowance.transferPeople === 1 ? 'person' : 'people'}
        />
      }
    >
      <Stack spacing={2}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Nobody yet: callers who ask for a person leave a message.
          </Typography>
        )}
        {fields.map((person, index) => (
          <ListEntry
            key={person.id}
            title={`Person ${index + 1}`}
            what={`person ${index + 1}`}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={() => remove(index)}
          >
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name={`transfers.${index}.name`}
                size="small"
                label="Name"
                slotProps={{ htmlInput: { 'aria-label': `Person ${index + 1} name`, maxLength: LIMITS.name } }}
              />
              <FormTextField
                control={control}
                name={`transfers.${index}.number`}
                size="small"
                label="Phone number"
                placeholder="+14155550123"
                slotProps={{ htmlInput: { 'aria-label': `Person ${index + 1} phone number`, inputMode: 'tel' } }}
              />
              <FormTextField
                control={control}
                name={`transfers.${index}.when`}
                select
                size="small"
                label="Put calls through"
                slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Person ${index + 1} put calls through` } }}
              >
                {Object.entries(WHEN_LABELS).map(([when, label]) => (
                  <option key={when} value={when}>
                    {label}
                  </option>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name={`transfers.${index}.askFor`}
                size="small"
                label="Callers ask for (optional)"
                placeholder="Billing, Dr. Patel"
                slotProps={{ htmlInput: { 'aria-label': `Person ${index + 1} callers ask for`, maxLength: LIMITS.askFor } }}
              />
            </Box>
          </ListEntry>
        ))}
        <FieldError name="transfers" />
        <AddWithinPlan label="Add person" full={full} planName={allowance.planName} onAdd={() => append({ name: '', number: '', when: 'open', askFor: '' })} />
        <Divider />
        <ChoiceField name="transferFallback" legend="When the person does not answer" choices={FALLBACK_LABELS} />
      </Stack>
    </Section>
  );
}
