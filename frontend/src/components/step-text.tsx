import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StepTextProps {
  title: string;
  text: ReactNode;
  /** The heading level, one under the section's heading. */
  heading?: 'h3' | 'h4';
}

/** The title and sentence of a step in a how-it-goes list, beside its number or icon. */
export function StepText({ title, text, heading = 'h3' }: StepTextProps) {
  return (
    <>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 650, lineHeight: 1.4 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {text}
      </Typography>
    </>
  );
}

interface StepGridProps {
  /** The grid's columns at each width, e.g. { xs: '1fr', md: 'repeat(3, 1fr)' }. */
  columns: Record<string, string>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The ordered list that lays out a how-it-goes list's steps as a grid; each step draws its own number. */
export function StepGrid({ columns, sx, children }: StepGridProps) {
  return (
    <Box component="ol" sx={[{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: columns }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
