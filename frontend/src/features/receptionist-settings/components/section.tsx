import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  /** The anchor the page's contents link to. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the heading (a plan counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the settings: a region named by its h2, with an anchor of its own. */
export function Section({ id, title, description, aside, children }: SectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: { xs: 80, md: 96 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2, rowGap: 0.5, mb: 0.5 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        {aside}
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, maxWidth: 680 }}>
          {description}
        </Typography>
      )}
      {!description && <Box sx={{ mb: 2 }} />}
      {children}
    </Paper>
  );
}
