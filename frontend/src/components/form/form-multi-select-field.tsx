import CheckBoxOutlineBlankRounded from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRounded from '@mui/icons-material/CheckBoxRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormMultiSelectFieldProps<T extends FieldValues, O extends string> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly O[];
  /** Whether one more option may be picked (a plan's cap, say); the chosen ones can always be removed. */
  canAddMore?: (chosen: O[]) => boolean;
  /** Helper text under the field while it has no error, from what is chosen. */
  helperText?: (chosen: O[]) => string;
}

/** A multi-select bound to a react-hook-form array field: chips for what is chosen, a tick per option, kept in the options' order. */
export function FormMultiSelectField<T extends FieldValues, O extends string>({
  control,
  name,
  label,
  options,
  canAddMore,
  helperText,
}: FormMultiSelectFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => {
        const chosen = value as O[];
        const full = canAddMore ? !canAddMore(chosen) : false;
        return (
          <TextField
            {...field}
            inputRef={ref}
            select
            fullWidth
            label={label}
            value={chosen}
            onChange={(event) => {
              const next = event.target.value as unknown as O[] | string;
              // Kept in the options' order, whatever order they were picked in.
              const picked = typeof next === 'string' ? next.split(',') : next;
              onChange(options.filter((option) => picked.includes(option)));
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText?.(chosen)}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((option) => (
                      <Chip key={option} label={option} size="small" />
                    ))}
                  </Box>
                ),
                MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
              },
            }}
          >
            {options.map((option) => {
              const selected = chosen.includes(option);
              return (
                <MenuItem key={option} value={option} disabled={!selected && full}>
                  <ListItemIcon aria-hidden sx={{ minWidth: 36, color: selected ? 'primary.main' : 'text.secondary' }}>
                    {selected ? <CheckBoxRounded fontSize="small" /> : <CheckBoxOutlineBlankRounded fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={option} />
                </MenuItem>
              );
            })}
          </TextField>
        );
      }}
    />
  );
}
