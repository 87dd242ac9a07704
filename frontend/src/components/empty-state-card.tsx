import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The way forward from an empty list: a page to go to, or something to do here. */
export type EmptyAction = { label: string; primary?: boolean } & ({ to: string } | { onClick: () => void });

export interface EmptyStateCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: EmptyAction;
  /** h2 as a page's section, h3 under a tab's own heading. */
  heading?: 'h2' | 'h3';
}

/** An empty list's card (the call log's, the appointments'): what it is waiting for, and the one thing to do about it. */
export function EmptyStateCard({ icon, title, children, action, heading = 'h2' }: EmptyStateCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ py: { xs: 5, md: 7 }, px: { xs: 3, md: 6 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        {icon}
        <Typography id={titleId} variant="h5" component={heading} sx={{ mt: 1 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', maxWidth: 620, display: 'grid', gap: 1 }}>{children}</Box>
        {action && (
          <Box sx={{ mt: 1.5 }}>
            {'to' in action ? (
              <Button component={RouterLink} to={action.to} variant={action.primary ? 'contained' : 'outlined'}>
                {action.label}
              </Button>
            ) : (
              <Button onClick={action.onClick} variant="outlined">
                {action.label}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
