import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  /** Short label above the title. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
  /** Buttons or links under the subtitle. */
  actions?: ReactNode;
}

/** The h1 of a page with its lead paragraph. */
export function PageHeader({ title, eyebrow, subtitle, align = 'left', actions }: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <Box component="header" sx={{ textAlign: align, maxWidth: centered ? 760 : 820, mx: centered ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      {eyebrow && (
        <Typography variant="overline" component="p" color="primary" sx={{ mb: 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
          {subtitle}
        </Typography>
      )}
      {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: centered ? 'center' : 'flex-start' }}>{actions}</Box>}
    </Box>
  );
}
