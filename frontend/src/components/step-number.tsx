import Box from '@mui/material/Box';

/** The round, filled number of a step in a how-it-goes list (hidden from screen readers: the list is ordered). */
export function StepNumber({ number, size = 32 }: { number: number; size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {number}
    </Box>
  );
}
