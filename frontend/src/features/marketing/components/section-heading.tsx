import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
}

/** The h2 of a page section with its label and lead; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box sx={{ textAlign: align, maxWidth: 720, mx: centered ? 'auto' : 0, mb: { xs: 4, md: 6 } }}>
      <Typography variant="overline" component="p" color="primary">
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
