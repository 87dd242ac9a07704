import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

interface EntryListProps<T> {
  /** The list's accessible name: "Appointments", "Follow-ups". */
  label: string;
  entries: T[];
  /** Each entry's accessible name, which tests and screen readers find it by. */
  nameOf: (entry: T) => string;
  children: (entry: T) => ReactNode;
}

/** One page of a list's entries in an outlined box, a line between each (the appointments', the follow-ups'). */
export function EntryList<T extends { id: number }>({ label, entries, nameOf, children }: EntryListProps<T>) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            aria-label={nameOf(entry)}
            sx={{ px: { xs: 2, md: 2.5 }, py: { xs: 1.75, md: 2 }, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            {children(entry)}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
