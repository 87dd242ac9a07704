import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The narrow centred card the sign-in screens share. */
export function AuthCard({ title, subtitle, icon, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, flex: 1, display: 'flex', alignItems: 'center' }}>
      <Card sx={{ width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
          {icon && (
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                mb: 3,
                color: 'primary.contrastText',
                bgcolor: 'primary.main',
              }}
            >
              {icon}
            </Box>
          )}
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children && <Box sx={{ mt: 4 }}>{children}</Box>}
        </CardContent>
      </Card>
    </Container>
  );
}
