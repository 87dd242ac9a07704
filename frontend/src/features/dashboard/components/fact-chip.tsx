import Chip from '@mui/material/Chip';

/** An outlined chip whose text keeps 4.5:1 contrast in both themes (the palette's main shades are too light on white). */
export function FactChip({ label, tone }: { label: string; tone: 'success' | 'warning' }) {
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      sx={(theme) => {
        const color = theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;
        return { color, borderColor: color };
      }}
    />
  );
}
