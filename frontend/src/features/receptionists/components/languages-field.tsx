import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { RECEPTIONIST_LANGUAGES, type ReceptionistFormValues, type ReceptionistLanguage } from '../schemas';

interface LanguagesFieldProps {
  control: Control<ReceptionistFormValues>;
  /** The plan's languages per receptionist: once that many are chosen, the others cannot be. */
  cap: number;
  planName: string;
}

/** Helper text under the field: the plan's cap, and how many of it are chosen. */
export function languagesHelperText(chosen: number, cap: number, planName: string): string {
  const most = `${cap} language${cap === 1 ? '' : 's'}`;
  if (chosen > cap) return `Your ${planName} plan allows up to ${most} per receptionist: remove ${chosen - cap}.`;
  return chosen === cap
    ? `${chosen} of ${cap} chosen: your ${planName} plan allows up to ${most} per receptionist.`
    : `Choose up to ${most} (your ${planName} plan's limit); ${chosen} chosen.`;
}

/** The languages multi-select (docs/product.md#facts-the-product-states), capped at the plan's languages per receptionist (docs/product.md#limits). */
export function LanguagesField({ control, cap, planName }: LanguagesFieldProps) {
  return (
    <Controller
      control={control}
      name="languages"
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => {
        const chosen = value as ReceptionistLanguage[];
        const atCap = chosen.length >= cap;
        return (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label="Languages"
            value={chosen}
            onChange={(event) => {
              const next = event.target.value as unknown as ReceptionistLanguage[] | string;
              // Kept in the catalogue's order, whatever order they were picked in.
              const picked = typeof next === 'string' ? next.split(',') : next;
              onChange(RECEPTIONIST_LANGUAGES.filter((language) => picked.includes(language)));
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? languagesHelperText(chosen.length, cap, planName)}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((language) => (
                      <Chip key={language} label={language} size="small" />
                    ))}
                  </Box>
                ),
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
              },
            }}
          >
            {RECEPTIONIST_LANGUAGES.map((language) => {
              const selected = chosen.includes(language);
              return (
                <MenuItem key={language} value={language} disabled={!selected && atCap}>
                  <ListItemIcon aria-hidden sx={{ minWidth: 36, color: selected ? 'primary.main' : 'text.secondary' }}>
                    {selected ? <CheckBoxRounded fontSize="small" /> : <CheckBoxOutlineBlankRounded fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={language} />
                </MenuItem>
              );
            })}
          </TextField>
        );
      }}
    />
  );
}
