import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { AFTER_HOURS_LABELS } from '../describe';
import type { SettingsValues } from '../schema';
import { ChoiceField } from './choice-field';
import { Section } from './section';

/** What the receptionist does outside opening hours. */
export function AfterHoursSection() {
  const { control } = useFormContext<SettingsValues>();
  const action = useWatch({ control, name: 'afterHours.action' });
  return (
    <Section id="after-hours" title="After hours" description="Outside your opening hours, and on the days you are closed.">
      <ChoiceField name="afterHours.action" legend="Outside opening hours" choices={AFTER_HOURS_LABELS} />
      {action === 'transfer' && (
        <Box sx={{ mt: 1, pl: { sm: 4 }, maxWidth: 360 }}>
          <FormTextField
            control={control}
            name="afterHours.transferTo"
            size="small"
            label="On-call number"
            placeholder="+14155550123"
            helperText="In E.164 form, such as +14155550123"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      )}
    </Section>
  );
}
