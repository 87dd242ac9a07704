import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { SettingsValues } from '../schema';

interface ChoiceFieldProps {
  name: FieldPath<SettingsValues>;
  legend: string;
  choices: Record<string, string>;
}

/** One choice of a few, as radio buttons under a legend. */
export function ChoiceField({ name, legend, choices }: ChoiceFieldProps) {
  const { control } = useFormContext<SettingsValues>();
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur } }) => (
        <FormControl component="fieldset">
          <FormLabel id={legendId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            {legend}
          </FormLabel>
          <RadioGroup aria-labelledby={legendId} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
            {Object.entries(choices).map(([choice, label], index) => (
              <FormControlLabel key={choice} value={choice} control={<Radio slotProps={{ input: { ref: index === 0 ? ref : undefined } }} />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}
