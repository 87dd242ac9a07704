import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface FilterSelectProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A labelled dropdown narrowing a table (status, action). */
export function FilterSelect<V extends string>({ label, value, options, onChange }: FilterSelectProps<V>) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as V)} sx={{ width: { xs: '100%', sm: 220 } }}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
