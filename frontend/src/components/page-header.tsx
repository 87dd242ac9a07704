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
  /** h1 heads the page; h2 heads one of its sections, which `id` names (aria-labelledby). */
  level?: 'h1' | 'h2';
  id?: string;
}

/** The h1 of a page with its lead paragraph, or (level h2) the heading of one of its sections. */
export function PageHeader({ title, eyebrow, subtitle, align = 'left', actions, level = 'h1', id }: PageHeaderProps) {
  const centered = align === 'center';
  const section = level === 'h2';
  return (
    <Box
      component={section ? 'div' : 'header'}
      sx={{ textAlign: align, maxWidth: section ? 720 : centered ? 760 : 820, mx: centered ? 'auto' : 0, mb: { xs: 4, md: 6 } }}
    >
      {eyebrow && (
        <Typography variant="overline" component="p" color="primary" sx={{ mb: section ? 0 : 1 }}>
          {eyebrow}
        </Typography>
      )}
      <Typography id={id} variant="h2" component={level}>
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
