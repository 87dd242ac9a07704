import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Label and value pairs as a description list: two columns where there is room, stacked on phones. */
export function DetailsList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
