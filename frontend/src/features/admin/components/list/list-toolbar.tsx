import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The search box and filters above a table; stacked on phones. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}>
      {children}
    </Stack>
  );
}
