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
