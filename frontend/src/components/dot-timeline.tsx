import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * An ordered list drawn as a timeline: a dot per entry joined by a line, the last (current) entry's dot in the
 * primary colour. Each feature supplies its own wording for the entries.
 */
export function DotTimeline<T>({
  items,
  labelledBy,
  spacing = 1,
  render,
}: {
  items: T[];
  labelledBy: string;
  spacing?: number;
  render: (item: T, isLast: boolean) => ReactNode;
}) {
  const last = items.length - 1;
  return (
    <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            position: 'relative',
            pl: 2.5,
            pb: index === last ? 0 : spacing,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 3,
              top: 7,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: index === last ? 'primary.main' : 'text.disabled',
            },
            '&::after': index === last ? undefined : { content: '""', position: 'absolute', left: 6.5, top: 17, bottom: 1, width: '1px', bgcolor: 'divider' },
          }}
        >
          {render(item, index === last)}
        </Box>
      ))}
    </Box>
  );
}
